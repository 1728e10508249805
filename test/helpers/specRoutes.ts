/** Every route SPEC.md section 2 lists (the product name filled into the Telegram guide). */
const MONK = [
  '0-xmonk', '1-create-agent', '1-get-autonomous-agents', '2-update-agent', '3-add-agent-parents', '4-delete-agent-parents', '5-delete-agent', '6-get-agent',
  '7-get-agents', '8-get-agent-calls', '9-get-agent-portfolio', '10-get-agent-holdings', '11-get-agent-buy-recos', '11-get-agent-trades-v-2',
  '11-get-agents-using-tg-userid', '12-sell-tokens', '12-sync-agent-onchain', '14-buy-tokens', '15-get-agent-decisions', 'get-task-status',
  'tg-wallet-details-wallet-details-monk-tg-auth-tg-userid-get', 'wallet-details-wallet-details-monk-user-id-get',
];
const PRODUCT = ['ai-versions', 'billing-and-credits', 'dashboard', 'faq', 'pin-a-conversation', 'promting-best-practices', 'share-chat', 'start-a-chat', 'trading_agent'];
const LEGAL = ['content-policy', 'privacy-policy', 'terms-of-service'];
const API = [
  'api_access', 'api-introduction', 'authentication', 'common_errors', 'developing_with_telegram_sable', 'endpoint_overview', 'faq',
  'FerePro/chat_response', 'FerePro/ferepro-agent-api', 'MarketPulseAgent/market-pulse-agent-api', 'CassoAgent/casso-agent-api',
];

export const SPEC_ROUTES: readonly string[] = [
  '/', '/markdown-page',
  '/blog', '/blog/archive', '/blog/authors', '/blog/long-blog-post', '/blog/mdx-blog-post', '/blog/tags', '/blog/tags/docusaurus', '/blog/tags/hello',
  '/docs/intro', '/docs/category/product',
  ...PRODUCT.map((slug) => `/docs/product/${slug}`),
  ...LEGAL.map((slug) => `/docs/legal/${slug}`),
  ...API.map((slug) => `/docs/api/${slug}`),
  ...MONK.map((slug) => `/docs/api/Monk/${slug}`),
];
