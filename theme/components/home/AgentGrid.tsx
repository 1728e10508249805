/** An agent as the home page shows it (from the product facts). */
export interface HomeAgent {
  key: string;
  name: string;
  summary: string;
  creditsPerCall: number;
  callUnit: string;
  apiDoc: string;
}

/** What each agent is for, in one or two words (spec 1: research, market pulse, trading). */
const ROLES: Record<string, string> = { ferepro: 'Research', marketPulse: 'Market pulse', casso: 'Portfolio', monk: 'Trading' };

/** The agents, each with its role, what it does, its price in credits and its API page. */
export function AgentGrid({ agents }: { agents: HomeAgent[] }) {
  return (
    <section className="home-section" aria-labelledby="agents-title">
      <div className="home-section-head">
        <p className="home-eyebrow">Agents</p>
        <h2 id="agents-title">Specialists behind every answer</h2>
        <p>You never have to pick one: the assistant routes each question. Developers can call every agent directly.</p>
      </div>
      <ul className="agent-grid">
        {agents.map((agent) => (
          <li key={agent.key} className={`agent-card agent-${agent.key}`}>
            <p className="agent-role">{ROLES[agent.key] ?? 'Agent'}</p>
            <h3>{agent.name}</h3>
            <p className="agent-summary">{agent.summary}</p>
            <p className="agent-cost">{agent.creditsPerCall} credits per {agent.callUnit}</p>
            <a className="agent-link" href={agent.apiDoc}>{agent.name} API <span aria-hidden="true">→</span></a>
          </li>
        ))}
      </ul>
    </section>
  );
}
