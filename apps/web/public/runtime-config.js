// Run-time settings of this Trainer Log instance. The Trainer Log server answers this path itself with the values of
// its configuration (e.g. PAGE_VIEW_URL); this file is the default for a build served without it: nothing set.
/* global window */
window.__TRAINERLOG_CONFIG__ = window.__TRAINERLOG_CONFIG__ || {};
