// Runs before the app paints so a dark-theme reader never sees a white flash.
(() => {
  let choice = 'system';
  try {
    choice = localStorage.getItem('memento-theme') || 'system';
  } catch {}
  const dark =
    choice === 'dark' || (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
