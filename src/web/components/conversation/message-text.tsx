import { splitMessageLinks } from '../../../shared/message-links.ts';

/**
 * A message's text as text (never HTML), with its web addresses as links that open in a new tab and
 * pass no referrer or rank (the address came from someone else).
 */
export function MessageText({ text }: { text: string }) {
  // Keyed by position: the parts of one fixed text, never reordered.
  return (
    <>
      {splitMessageLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="break-all underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
