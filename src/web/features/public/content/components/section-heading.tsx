export function SectionHeading({ id, title, text }: { id: string; title: string; text?: string | null }) {
  return (
    <div className="mb-8 text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      {text && <p className="mx-auto mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{text}</p>}
    </div>
  );
}
