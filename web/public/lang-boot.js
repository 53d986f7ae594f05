// Sets language and direction before the first paint so Arabic never flashes
// left-to-right. A separate file because the CSP allows no inline scripts.
(function () {
  try {
    var lng = localStorage.getItem('fitRater-language');
    if (lng) {
      document.documentElement.lang = lng;
      document.documentElement.dir = lng === 'ar' ? 'rtl' : 'ltr';
    }
  } catch (e) {
    /* storage blocked: the app sets it once it starts */
  }
})();
