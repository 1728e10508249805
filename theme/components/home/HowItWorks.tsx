/** Three steps, each with a line icon: ask, the right agent answers, you stay in control. */
const STEPS = [
  {
    title: 'Ask in plain words',
    text: 'Prices, narratives, a wallet address or a chart pattern: ask the way you would ask a friend who follows the market.',
    icon: <path d="M4 5h16v11H9l-5 4z" />,
  },
  {
    title: 'The right agent answers',
    text: 'Each question goes to the agent built for it, and the answer cites where its numbers come from.',
    icon: <><circle cx="12" cy="12" r="3" /><circle cx="4.5" cy="6" r="2" /><circle cx="19.5" cy="6" r="2" /><circle cx="12" cy="20.5" r="2" /><path d="M6.2 7.1l3.3 2.7M17.8 7.1l-3.3 2.7M12 15v3.5" /></>,
  },
  {
    title: 'You stay in control',
    text: 'Trading agents start with a dry run that moves no money, and live trades stay inside the stop-loss, take-profit and budget you choose.',
    icon: <><path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" /><path d="M8.5 12l2.5 2.5 4.5-5" /></>,
  },
];

export function HowItWorks({ productName }: { productName: string }) {
  return (
    <section className="home-section" aria-labelledby="how-title">
      <div className="home-section-head">
        <p className="home-eyebrow">What it does</p>
        <h2 id="how-title">One conversation for research, markets and trades</h2>
        <p>{productName} is a chat assistant for crypto. Behind the chat, specialized agents do the work a good analyst would.</p>
      </div>
      <ol className="steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="step">
            <svg className="step-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">{step.icon}</svg>
            <h3><span className="visually-hidden">Step {index + 1}: </span>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
