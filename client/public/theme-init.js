// Runs before first paint (a blocking script in <head>) so the chosen theme never flashes.
(() => {
  try {
    const theme = localStorage.getItem('recipe-theme');
    document.documentElement.dataset.theme = theme === 'dark' ? 'dark' : 'light';
  } catch {
    document.documentElement.dataset.theme = 'light';
  }
})();
