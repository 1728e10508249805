import product from '../_data/product';
import type { SiteView } from '../../src/render/pageProps';

export const title = 'Your ultimate crypto assistant';
export const description = `Sable is a conversational crypto assistant with specialised agents for research, market pulse, portfolios and trading, plus a developer API.`;

/** The landing page: what the product does, its agents, the free-credit offer, and the two paths in. */
export default function Home({ site }: { site: SiteView }) {
  return (
    <div className="home">
      <section className="hero">
        <p className="hero-eyebrow">{site.productName}</p>
        <h1 className="hero-title">{site.tagline}</h1>
        <p className="hero-lead">
          Ask about any token, wallet or market in plain words. {site.productName} routes your question to specialised agents that research,
          watch the market, read portfolios and, when you allow it, trade within the limits you set.
        </p>
        <div className="hero-actions">
          <a className="button button-primary" href="/docs/intro">Read the docs</a>
          <a className="button button-secondary" href="/docs/api/api-introduction">Build with the API</a>
        </div>
        <p className="hero-offer">New accounts get {product.credits.signupBonus} free credits.</p>
      </section>
      <section className="agents" aria-labelledby="agents-title">
        <h2 id="agents-title">Agents that specialise</h2>
        <ul className="agent-grid">
          {product.agents.map((agent) => (
            <li key={agent.key} className="agent-card">
              <h3>{agent.name}</h3>
              <p>{agent.summary}</p>
              <a href={agent.apiDoc}>{agent.name} API</a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
