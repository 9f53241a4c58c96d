// Adds `scrolled` to the navbar once the page leaves the top (the theme blurs it then).
(function () {
  function update() {
    var navbar = document.querySelector('.navbar');
    if (navbar) navbar.classList.toggle('scrolled', window.scrollY > 20);
  }
  addEventListener('scroll', update, { passive: true });
  // The navbar may appear after this script runs: watch until it does.
  var observer = new MutationObserver(function () {
    if (document.querySelector('.navbar')) {
      observer.disconnect();
      update();
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  update();
})();
