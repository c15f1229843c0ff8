/** A labelled block of the sender's text (notes, terms), left out when there is none. */
export function TextSection({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <section aria-label={title}>
      <h2 className="eyebrow">{title}</h2>
      <p>{text}</p>
    </section>
  );
}
