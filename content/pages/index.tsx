import product from '../_data/product';
import type { SiteView } from '../../src/render/pageProps';
import { AgentGrid } from '../../theme/components/home/AgentGrid';
import { CreditOffer } from '../../theme/components/home/CreditOffer';
import { HomeHero } from '../../theme/components/home/HomeHero';
import { HowItWorks } from '../../theme/components/home/HowItWorks';
import { PathCards, type DocPath } from '../../theme/components/home/PathCards';

export const title = 'Your ultimate crypto assistant';
export const description = `${product.name} is a conversational crypto assistant with specialized agents for research, market pulse, portfolios and trading, plus a developer API.`;

const DOCS = '/docs/intro';
const API = '/docs/api/api-introduction';

/** The two paths into the docs; every link is a route the link checker verifies. */
const paths: DocPath[] = [
  {
    id: 'product',
    eyebrow: 'For people using the app',
    title: 'Product docs',
    text: `Start a chat, choose an AI version, understand credits and set up the trading agent safely.`,
    start: { label: 'Read the product docs', href: DOCS },
    links: [
      { label: 'Start a chat', href: '/docs/product/start-a-chat' },
      { label: 'AI versions', href: '/docs/product/ai-versions' },
      { label: 'Billing and credits', href: '/docs/product/billing-and-credits' },
      { label: 'Trading agent', href: '/docs/product/trading_agent' },
    ],
  },
  {
    id: 'api',
    eyebrow: 'For developers',
    title: 'Developer API',
    text: `Call the research, market and trading agents from your own code, a bot or a dashboard.`,
    start: { label: 'Build with the API', href: API },
    code: `curl ${product.api.baseUrl}/agents \\\n  -H "${product.api.keyHeader}: $SABLE_API_KEY" \\\n  -H "${product.api.userIdHeader}: $SABLE_USER_ID"`,
    links: [
      { label: 'Get API access', href: '/docs/api/api_access' },
      { label: 'Authentication', href: '/docs/api/authentication' },
      { label: 'Endpoint overview', href: '/docs/api/endpoint_overview' },
      { label: '0xMonk API reference', href: '/docs/api/Monk/0-xmonk' },
    ],
  },
];

/**
 * The landing page: the product under its tagline, what it does, its agents, the free-credit
 * offer, and the two paths in (product docs, developer API). Numbers come from the product
 * facts module, names from the site config.
 */
export default function Home({ site }: { site: SiteView }) {
  const research = product.agents.find((agent) => agent.key === 'ferepro')!;
  const names = { quick: product.aiVersions[0]!.name, deep: product.aiVersions[1]!.name, research: research.name };
  return (
    <div className="home">
      <HomeHero
        productName={site.productName}
        tagline={site.tagline}
        signupBonus={product.credits.signupBonus}
        appUrl={product.links.app}
        docsHref={DOCS}
        apiHref={API}
        takeProfitPct={product.trading.defaults.takeProfitPct}
        dryRunLabel={product.trading.modes.dryRun}
      />
      <HowItWorks productName={site.productName} />
      <AgentGrid agents={product.agents} />
      <CreditOffer
        productName={site.productName}
        signupBonus={product.credits.signupBonus}
        names={names}
        buys={product.credits.signupBonusBuys}
        appUrl={product.links.app}
        creditsHref="/docs/product/billing-and-credits"
      />
      <PathCards paths={paths} />
    </div>
  );
}
