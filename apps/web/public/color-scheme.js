// Runs before the app: sets Mantine's colour-scheme attribute from the saved choice (key: trainerlog_color_scheme),
// falling back to the system preference, so a dark page never flashes light.
/* global window, document */
(function () {
  var scheme = 'light';
  try {
    var saved = window.localStorage.getItem('trainerlog_color_scheme');
    if (saved === 'dark' || saved === 'light') scheme = saved;
    else if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) scheme = 'dark';
  } catch {
    // Storage blocked: keep light.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
