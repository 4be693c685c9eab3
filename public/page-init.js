// Runs before the page's body, on every page. Kept as a file because the Content-Security-Policy
// allows no inline scripts.

// The remembered theme, before the first paint (no flash of the wrong theme).
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch (_) {}

// A product picture that fails to load shows its 'Görsel Yok' placeholder, also before the app has
// hydrated the page and on the document pages, whose pictures the app never runs (issue #39): the
// failed <img> marks its frame (ProductImage) and CSS swaps the two. 'error' does not bubble, so it is
// heard in the capture phase, from the first picture of the body on.
document.addEventListener(
  'error',
  (event) => {
    const frame = event.target instanceof HTMLImageElement ? event.target.parentElement : null;
    if (frame?.hasAttribute('data-image-frame')) frame.setAttribute('data-image-broken', '');
  },
  true,
);
