/**
 * Product facts: the one place every number, name and limit that pages quote
 * is defined. MDX pages read it as `product` (e.g. `{product.credits.signupBonus}`);
 * the home page imports it. The spec fixes only the name (in site config) and the
 * 200 free credits; everything else here is the owner's to confirm or correct.
 */
import config from '../../site.config';

const links = config.links ?? {};

/** One of the assistant's specialized agents. */
export interface Agent {
  /** Stable key used in URLs and code. */
  key: 'ferepro' | 'marketPulse' | 'casso' | 'monk';
  /** Display name. */
  name: string;
  /** What it is for, in one sentence. */
  summary: string;
  /** Credits charged per call (one answer, one report or one trade decision). */
  creditsPerCall: number;
  /** What a "call" is for this agent. */
  callUnit: string;
  /** Docs page describing its API. */
  apiDoc: string;
}

/** A subscription plan. */
export interface Plan {
  name: string;
  /** Price in US dollars per month; 0 for the free plan. */
  priceUsdPerMonth: number;
  /** Credits added at the start of each billing month. */
  monthlyCredits: number;
  /** Developer API requests per minute on this plan. */
  apiRequestsPerMinute: number;
  /** AI versions available on this plan. */
  aiVersions: string[];
}

/** AI versions a reader can choose in a chat, with their cost per message. */
const aiVersions = [
  { name: 'Sable Swift', creditsPerMessage: 1, bestFor: 'quick prices, definitions and short answers' },
  { name: 'Sable Pro', creditsPerMessage: 3, bestFor: 'research, comparisons and multi-step questions' },
  { name: 'Sable Ultra', creditsPerMessage: 8, bestFor: 'deep reports that combine several agents and long context' },
];

/** The specialized agents, with their cost per call. */
const agents = [
  {
    key: 'ferepro',
    name: 'FerePro',
    summary: 'A research agent that answers questions about tokens, projects and markets with cited sources.',
    creditsPerCall: 5,
    callUnit: 'answer',
    apiDoc: '/docs/api/FerePro/ferepro-agent-api',
  },
  {
    key: 'marketPulse',
    name: 'Market Pulse',
    summary: 'A market agent that summarizes price action, volume, funding and sentiment for a token or the whole market.',
    creditsPerCall: 3,
    callUnit: 'report',
    apiDoc: '/docs/api/MarketPulseAgent/market-pulse-agent-api',
  },
  {
    key: 'casso',
    name: 'Casso',
    summary: 'A portfolio agent that reads public wallets and explains holdings, profit and loss, and exposure.',
    creditsPerCall: 2,
    callUnit: 'wallet analysis',
    apiDoc: '/docs/api/CassoAgent/casso-agent-api',
  },
  {
    key: 'monk',
    name: '0xMonk',
    summary: 'A trading agent that watches markets with technical analysis and buys or sells within the risk settings you give it.',
    creditsPerCall: 10,
    callUnit: 'trading decision',
    apiDoc: '/docs/api/Monk/0-xmonk',
  },
] satisfies Agent[];

/**
 * What the sign-up bonus buys, worked out here once so every page quotes the same numbers.
 * The path matters: a chat message pays its AI version's price plus the price of each agent
 * it calls, while an API call to an agent pays only the agent's price (no message is charged).
 */
function signupBonusBuys(bonus: number) {
  const swift = aiVersions[0]!;
  const pro = aiVersions[1]!;
  const ferepro = agents.find((agent) => agent.key === 'ferepro')!;
  const times = (cost: number) => Math.floor(bonus / cost);
  return {
    /** Chat messages on the cheapest AI version that call no agent. */
    swiftChatMessages: times(swift.creditsPerMessage),
    /** Researched FerePro answers in the chat on Sable Swift: message plus agent call. */
    fereproChatAnswersOnSwift: times(swift.creditsPerMessage + ferepro.creditsPerCall),
    /** Researched FerePro answers in the chat on Sable Pro: message plus agent call. */
    fereproChatAnswersOnPro: times(pro.creditsPerMessage + ferepro.creditsPerCall),
    /** Researched FerePro answers through the developer API: the agent call only. */
    fereproApiAnswers: times(ferepro.creditsPerCall),
  };
}

const signupBonus = 200;

export const product = {
  name: config.productName,
  tagline: config.tagline ?? '',
  appUrl: links.app,
  links: {
    app: links.app,
    community: links.community,
    social: links.social,
    channel: links.channel,
    support: links.support,
  },

  credits: {
    /** Free credits every new account receives (spec: 200). */
    signupBonus,
    /** Credits the inviter receives when an invited friend sends their first message. */
    referralInviter: 50,
    /** Extra credits the invited friend receives on top of the sign-up bonus. */
    referralInvitee: 25,
    /** Credits bought in one top-up pack, and its price. */
    topUpPack: 1000,
    topUpPackPriceUsd: 10,
    /** Purchased top-up credits expire after this many days; plan credits reset monthly. */
    topUpExpiryDays: 365,
    /** A balance below this shows a low-balance warning in the dashboard. */
    lowBalanceWarning: 20,
    /** What the sign-up bonus buys in the chat and through the API (see `signupBonusBuys`). */
    signupBonusBuys: signupBonusBuys(signupBonus),
  },

  /**
   * Where things are in the app, written the same way on every page and in monk.json:
   * everything lives under the Dashboard, account matters under its Settings tab.
   */
  ui: {
    dashboard: 'Dashboard',
    agents: 'Dashboard → Agents',
    apiKeys: 'Dashboard → API keys',
    conversations: 'Dashboard → Conversations',
    pinnedChats: 'Dashboard → Pinned chats',
    settings: 'Dashboard → Settings',
    plan: 'Dashboard → Settings → Plan',
    billing: 'Dashboard → Settings → Billing',
    invoices: 'Dashboard → Settings → Billing → Invoices',
    referrals: 'Dashboard → Settings → Referrals',
    sharedChats: 'Dashboard → Settings → Shared chats',
  },

  aiVersions,

  plans: [
    { name: 'Free', priceUsdPerMonth: 0, monthlyCredits: 0, apiRequestsPerMinute: 20, aiVersions: ['Sable Swift', 'Sable Pro'] },
    { name: 'Plus', priceUsdPerMonth: 19, monthlyCredits: 3000, apiRequestsPerMinute: 60, aiVersions: ['Sable Swift', 'Sable Pro', 'Sable Ultra'] },
    { name: 'Pro', priceUsdPerMonth: 49, monthlyCredits: 10000, apiRequestsPerMinute: 120, aiVersions: ['Sable Swift', 'Sable Pro', 'Sable Ultra'] },
  ] satisfies Plan[],

  agents,

  /** Chains the trading agent and wallet views support. */
  chains: ['Ethereum', 'Base', 'Solana', 'Arbitrum'],

  trading: {
    /**
     * The two modes, by the names every page uses. "Dry run" is the app's name for the API's
     * `dry_run` mode; pages do not call it simulation mode or paper trading.
     */
    modes: { dryRun: 'Dry run', live: 'Live' },
    /**
     * A trading session is one UTC calendar day, the period the investment cap applies to
     * (the API's `max_investment_per_session_usd`). Starting, pausing and stopping an agent do
     * not open or close a session.
     */
    session: 'one UTC calendar day (00:00 to 24:00 UTC)',
    /** Defaults applied when a new agent is created, in percent. */
    defaults: { stopLossPct: 10, trailingStopLossPct: 5, takeProfitPct: 25 },
    /** Bounds the app and API accept, in percent. */
    limits: { stopLossPctMax: 50, takeProfitPctMax: 500, trailingStopLossPctMax: 30 },
    /** Default and maximum amount one agent may spend on buys in one trading session (UTC day), in US dollars. */
    maxInvestmentPerSessionUsd: { default: 100, max: 10000 },
    /** Most agents one account may run at once. */
    maxAgentsPerAccount: 5,
  },

  chat: {
    /** Most conversations one account may pin. */
    maxPinnedChats: 10,
    /** Longest message the assistant accepts, in characters. */
    maxMessageChars: 4000,
    /** Shared chat links stay valid this many days unless revoked. */
    shareLinkDays: 30,
  },

  api: {
    baseUrl: links.apiBase,
    /** Origin of every Sable API; agent APIs other than 0xMonk live under /v1 of it. */
    root: links.apiRoot,
    /** Header carrying the secret API key. */
    keyHeader: 'X-API-Key',
    /** Header carrying the Sable user id the key belongs to. */
    userIdHeader: 'X-User-Id',
    /** Most active API keys per account. */
    maxKeysPerAccount: 3,
    /** Requests within one second allowed above the per-minute rate before 429. */
    burst: 10,
    /** Upstream timeout for one request, in seconds. */
    timeoutSeconds: 15,
    /** WebSocket origin of the agent APIs: the API root with a wss:// scheme. */
    wsRoot: String(links.apiRoot ?? '').replace(/^http/, 'ws'),
    /**
     * Paths of the agent APIs other than 0xMonk, relative to `root` (https) or,
     * for `fereproStream`, to `wsRoot` (wss). 0xMonk lives under `baseUrl`.
     */
    agentPaths: {
      ferepro: '/v1/ferepro/chat',
      fereproStream: '/v1/ferepro/ws',
      marketPulse: '/v1/market-pulse/report',
      casso: '/v1/casso/analyze',
    },
    /** Suggested wait, in seconds, between two polls of GET /task/{task_id}. */
    taskPollSeconds: 2,
    /** Least notice, in days, before a deprecated API version or field is removed. */
    deprecationNoticeDays: 90,
  },
};

export default product;
