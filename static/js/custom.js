// Gives the fixed navbar a `scrolled` class once the page has moved away from
// the top, so the theme can switch it from transparent to blurred.
(function () {
  'use strict';

  var SCROLL_THRESHOLD = 20;

  function trackScroll(navbar) {
    function update() {
      // A client-side re-render may swap the navbar element; follow the new one.
      if (!navbar.isConnected) {
        navbar = document.querySelector('.navbar') || navbar;
      }
      navbar.classList.toggle('scrolled', window.scrollY > SCROLL_THRESHOLD);
    }
    window.addEventListener('scroll', update, { passive: true });
    update();
  }

  // The navbar may be rendered after this script runs, so wait for it
  // instead of giving up when it is missing at DOMContentLoaded.
  function whenNavbarExists(callback) {
    var navbar = document.querySelector('.navbar');
    if (navbar) {
      callback(navbar);
      return;
    }
    var observer = new MutationObserver(function () {
      var found = document.querySelector('.navbar');
      if (found) {
        observer.disconnect();
        callback(found);
      }
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  }

  function start() {
    whenNavbarExists(trackScroll);
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start, { once: true });
  } else {
    start();
  }
})();
