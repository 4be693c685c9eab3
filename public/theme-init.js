// Applies the remembered theme before the first paint (no flash of the wrong theme). Kept as a file
// because the Content-Security-Policy allows no inline scripts.
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch (_) {}
