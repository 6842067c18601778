// Starts the site's scripts once the page has painted its content. The exported HTML shows
// everything without JavaScript, so the browser paints it before any script is fetched or run;
// the scripts then load in the order the page lists them (pages/_document.page.tsx writes it).
(function () {
  var list = document.currentScript && document.currentScript.getAttribute('data-scripts');
  if (!list) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    JSON.parse(list).forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function afterFrame() {
    // requestAnimationFrame runs just before a frame is painted, the timeout just after it.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // A hidden tab paints nothing yet.
  if (document.visibilityState === 'hidden') return start();
  // A browser without paint timing waits for one frame.
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') === -1) return afterFrame();
  new PerformanceObserver(function (entries, observer) {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  // Content that never paints (a font that never arrives) must not keep the page inert.
  setTimeout(start, 3000);
})();
