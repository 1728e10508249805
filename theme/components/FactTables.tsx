/** Tables built from the product facts module, so numbers are written once. */

interface Plan { name: string; priceUsdPerMonth: number; monthlyCredits: number; apiRequestsPerMinute: number; aiVersions: string[] }
interface AiVersion { name: string; creditsPerMessage: number; bestFor: string }
interface Agent { name: string; summary: string; creditsPerCall: number; callUnit: string; apiDoc: string }

const number = (value: number) => value.toLocaleString('en-US');

export function PlanTable({ plans }: { plans: Plan[] }) {
  return (
    <table>
      <thead>
        <tr><th>Plan</th><th>Price per month</th><th>Credits per month</th><th>API requests per minute</th><th>AI versions</th></tr>
      </thead>
      <tbody>
        {plans.map((plan) => (
          <tr key={plan.name}>
            <td>{plan.name}</td>
            <td>{plan.priceUsdPerMonth === 0 ? 'Free' : `US$${number(plan.priceUsdPerMonth)}`}</td>
            <td>{number(plan.monthlyCredits)}</td>
            <td>{number(plan.apiRequestsPerMinute)}</td>
            <td>{plan.aiVersions.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AiVersionTable({ versions }: { versions: AiVersion[] }) {
  return (
    <table>
      <thead>
        <tr><th>AI version</th><th>Credits per message</th><th>Best for</th></tr>
      </thead>
      <tbody>
        {versions.map((version) => (
          <tr key={version.name}>
            <td>{version.name}</td>
            <td>{number(version.creditsPerMessage)}</td>
            <td>{version.bestFor}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AgentTable({ agents }: { agents: Agent[] }) {
  return (
    <table>
      <thead>
        <tr><th>Agent</th><th>What it does</th><th>Credits per call</th><th>API</th></tr>
      </thead>
      <tbody>
        {agents.map((agent) => (
          <tr key={agent.name}>
            <td>{agent.name}</td>
            <td>{agent.summary}</td>
            <td>{number(agent.creditsPerCall)} per {agent.callUnit}</td>
            <td><a href={agent.apiDoc}>{agent.name} API</a></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
