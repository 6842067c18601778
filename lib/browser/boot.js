/* eslint-disable @typescript-eslint/no-unused-vars -- ES5 has no catch clause without a binding. */
// The first script of every page: inline in <head> without its comment lines, and allowed by its
// hash in the CSP (lib/server/bootScript.ts, written by pages/_document.page.tsx); plain ES5.
// It has two jobs:
//
// 1. Capture what must not be lost, at once, before the app's scripts exist, as far as the
//    visitor's privacy choice allows (the notice at first paint, components/layout/PrivacyChoices.tsx,
//    remembered in a cookie this script writes): with consent to advertising the ad click ids
//    (`gclid`, `gbraid`, `wbraid`) of the landing address go into sessionStorage for the visit
//    (lib/browser/visit.ts reads them), and with consent to measurement so do its campaign tags
//    (`utm_source`, `utm_medium`, `utm_campaign`) and the path of the visit's first page
//    (lib/browser/landingPage.ts), kept at that page's first use; before a choice, nothing. When
//    an enquiry form (form[data-enquiry-form]) is first used, every one gets its hidden fields: an
//    idempotency key, so that however often the enquiry is sent it is stored once, and what the
//    visit allows of the click ids, the campaign and the landing page (of the address, or kept
//    from an earlier page of the visit), so that a form posted before hydration, or with storage
//    blocked, still carries them; and every enquiry sent says how long after that first use it
//    went (`formMs`) and under which privacy choice (`privacy`, the cookie's value).
// 2. Start the site's scripts when the visitor first reaches for the page. The exported HTML shows
//    everything and works without JavaScript (links are links, the menu is a popover, the form
//    posts), so a visitor who only reads never waits for the scripts, and a phone's processor is
//    free while the page paints and is read. What the scripts add (navigation without reloading,
//    prefetching on intent, the form's checks as one types) starts with the first pointer move,
//    touch, wheel, key or focus; the scripts then load in the order the page lists them, once the
//    page's data (its props, left by the build to their own file) is back in __NEXT_DATA__.
(function () {
  // Read while this script runs: the app's scripts it starts (job 2).
  var list = document.currentScript && document.currentScript.getAttribute('data-scripts');
  // The visitor reaching for the page: a pointer moving over it or pressing, a finger, a wheel, a
  // key, the focus. Scrolling with a finger starts with a touch, with the keyboard with a key.
  var FIRST_USE = ['pointerover', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'];
  function onFirstUse(handler, on) {
    for (var i = 0; i < FIRST_USE.length; i++)
      if (on) document.addEventListener(FIRST_USE[i], handler, { capture: true, passive: true });
      else document.removeEventListener(FIRST_USE[i], handler, true);
  }
  // Same rules as lib/browser/visit.ts, lib/browser/idempotencyKey.ts,
  // lib/browser/landingPage.ts, lib/browser/earlyInput.ts (CHECKS_HELD_ATTRIBUTE) and
  // lib/model/enquiry/visit.ts: by the enquiry's field (also the storage key), the address's
  // parameter, and whether it is an ad click id (advertising) or a campaign tag (measurement).
  var ADDRESS_FIELDS = [
    ['gclid', 'gclid', true],
    ['gbraid', 'gbraid', true],
    ['wbraid', 'wbraid', true],
    ['utmSource', 'utm_source', false],
    ['utmMedium', 'utm_medium', false],
    ['utmCampaign', 'utm_campaign', false],
  ];
  var AD_CLICK_ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
  var CAMPAIGN_TAG_PATTERN = /^[^\u0000-\u001f\u007f]{1,100}$/;
  var LANDING_PAGE_STORAGE_KEY = 'landingPage';
  var LANDING_PAGE_PATTERN = /^\/(?!\/)(?:[A-Za-z0-9._~!$&'()*+,;=:@\/-]|%[0-9A-Fa-f]{2})*$/;
  var LANDING_PAGE_MAX = 200;
  var FORM_MS_MAX = 86400000;
  var CHECKS_HELD_ATTRIBUTE = 'data-checks-held';
  // Same rules as lib/model/consent/consent.ts and components/layout/PrivacyChoices.tsx.
  var PRIVACY_COOKIE = 'privacy';
  var PRIVACY_VERSION = 1;
  var PRIVACY_MAX_AGE = 31536000;
  var PRIVACY_CHOICES_ID = 'privacy-choices';
  var PRIVACY_CHOSEN_ATTRIBUTE = 'data-privacy-chosen';
  // Same rules as lib/model/measure/views.ts and lib/model/sharedPaths.ts (VIEW_PATH).
  var VIEW_PATH = '/api/view';

  // The visitor's remembered choice, or null: before it, nothing is kept on the device.
  function readChoice() {
    var match = /(?:^|;\s*)privacy=((\d{1,4})\.([01])\.([01])\.\d{1,12})(?:;|$)/.exec(document.cookie);
    if (!match || Number(match[2]) !== PRIVACY_VERSION) return null;
    return { measurement: match[3] === '1', advertising: match[4] === '1', value: match[1] };
  }

  // Remembered for 12 months; the choice for this page, even where cookies are blocked.
  function writeChoice(measurement, advertising) {
    var value =
      PRIVACY_VERSION +
      '.' +
      (measurement ? 1 : 0) +
      '.' +
      (advertising ? 1 : 0) +
      '.' +
      Math.floor(Date.now() / 1000);
    document.cookie =
      PRIVACY_COOKIE +
      '=' +
      value +
      '; Max-Age=' +
      PRIVACY_MAX_AGE +
      '; Path=/; SameSite=Lax' +
      (location.protocol === 'https:' ? '; Secure' : '');
    return { measurement: measurement, advertising: advertising, value: value };
  }

  // The page this script was loaded with: the app's own navigations do not load it again.
  var loadedPath = location.pathname;
  var choice = readChoice();
  // Read in <head>, before the notice is parsed: a visitor who has chosen never sees it paint.
  if (choice) document.documentElement.setAttribute(PRIVACY_CHOSEN_ATTRIBUTE, '');

  function isValid(field, value) {
    return value !== null && (field[2] ? AD_CLICK_ID_PATTERN : CAMPAIGN_TAG_PATTERN).test(value);
  }

  // Whether the visitor's choice allows a field to be kept and sent.
  function allows(field) {
    return !!choice && (field[2] ? choice.advertising : choice.measurement);
  }

  // The valid values of the landing address, by field (the first of a parameter given twice).
  function visitOfAddress() {
    var found = {};
    var pairs = location.search.replace(/^\?/, '').split('&');
    for (var i = 0; i < pairs.length; i++) {
      var pair = pairs[i].split('=');
      for (var f = 0; f < ADDRESS_FIELDS.length; f++) {
        var field = ADDRESS_FIELDS[f];
        if (pair[0] !== field[1] || found[field[0]] !== undefined) continue;
        try {
          var value = decodeURIComponent(pair.slice(1).join('=').replace(/\+/g, ' '));
          if (isValid(field, value)) found[field[0]] = value;
        } catch (malformed) {
          // Not a value: none.
        }
      }
    }
    return found;
  }

  // What the visit has for a field, as far as the choice allows: the address's, or the one kept.
  function visitValue(field) {
    if (!allows(field)) return null;
    if (addressVisit[field[0]] !== undefined) return addressVisit[field[0]];
    try {
      var value = sessionStorage.getItem(field[0]);
      return isValid(field, value) ? value : null;
    } catch (blocked) {
      return null;
    }
  }

  function isLandingPage(path) {
    return path.length <= LANDING_PAGE_MAX && LANDING_PAGE_PATTERN.test(path);
  }

  // The path of the visit's first page: kept by the first page that asks ('' for one an enquiry
  // cannot carry, so that a later page does not take its place), read back by every later one.
  function landingPage() {
    if (!choice || !choice.measurement) return null;
    try {
      var kept = sessionStorage.getItem(LANDING_PAGE_STORAGE_KEY);
      if (kept === null) {
        kept = isLandingPage(loadedPath) ? loadedPath : '';
        sessionStorage.setItem(LANDING_PAGE_STORAGE_KEY, kept);
      }
      return isLandingPage(kept) ? kept : null;
    } catch (blocked) {
      // Without storage no page can tell it was the first: none is sent.
      return null;
    }
  }

  function newKey() {
    var crypto = window.crypto;
    if (!crypto) return '';
    // randomUUID exists only in secure contexts (HTTPS, localhost).
    if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
    var bytes = crypto.getRandomValues(new Uint8Array(16));
    var hex = '';
    for (var i = 0; i < bytes.length; i++) hex += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
    return hex;
  }

  function hiddenInput(form, name) {
    return form.querySelector('input[type="hidden"][name="' + name + '"]');
  }

  function fillHidden(form, name, value) {
    var input = hiddenInput(form, name);
    if (input && !input.value && value) input.value = value;
  }

  // The address's click ids and campaign, kept for the visit as far as the choice allows.
  function keepAddress() {
    var kept = false;
    for (var f = 0; f < ADDRESS_FIELDS.length; f++) {
      var field = ADDRESS_FIELDS[f];
      if (addressVisit[field[0]] === undefined || !allows(field)) continue;
      kept = true;
      try {
        sessionStorage.setItem(field[0], addressVisit[field[0]]);
      } catch (blocked) {
        // Storage can be full or blocked (private mode): the form's hidden fields still have it.
      }
    }
    // The ad's landing page, while storage is being written anyway (with its own consent).
    if (kept) landingPage();
  }

  function fillVisit(form) {
    for (var f = 0; f < ADDRESS_FIELDS.length; f++)
      fillHidden(form, ADDRESS_FIELDS[f][0], visitValue(ADDRESS_FIELDS[f]));
    fillHidden(form, 'landingPage', landingPage());
  }

  // Our own count of a view or of the form's first use (lib/model/measure/views.ts): no cookie, and
  // nothing that tells one visitor from another; the page's language, the other site that sent
  // the visitor, the campaign tags and the window's size class.
  function countBeacon(kind, path, campaign) {
    try {
      if (!navigator.sendBeacon) return;
      var from = /^https?:\/\/([^\/?#]+)/i.exec(document.referrer);
      var referrer =
        from && from[1].toLowerCase() !== location.host.toLowerCase() ? from[1].toLowerCase() : '';
      var width = window.innerWidth;
      var fields = [
        ['k', kind],
        ['p', path],
        ['l', document.documentElement.lang],
        ['r', referrer],
        ['s', campaign.utmSource || ''],
        ['m', campaign.utmMedium || ''],
        ['c', campaign.utmCampaign || ''],
        ['d', width < 600 ? 'phone' : width < 1024 ? 'tablet' : 'desktop'],
      ];
      var body = '';
      for (var b = 0; b < fields.length; b++)
        body += (b ? '&' : '') + fields[b][0] + '=' + encodeURIComponent(fields[b][1]);
      navigator.sendBeacon(VIEW_PATH, new Blob([body], { type: 'application/x-www-form-urlencoded' }));
    } catch (failed) {
      // A count lost, nothing else.
    }
  }

  function forget(key) {
    try {
      sessionStorage.removeItem(key);
    } catch (blocked) {
      // Nothing was kept.
    }
  }

  try {
    var addressVisit = visitOfAddress();
    keepAddress();
    // The view, counted once the page has loaded and its largest content is painted (or its first
    // paint, where the browser reports no largest; at the latest after 5 s): never before what the
    // visitor came for, and never a request that the page's largest paint could be waiting on.
    var countView = function () {
      var counted = false;
      var count = function () {
        if (counted) return;
        counted = true;
        setTimeout(function () {
          countBeacon('view', loadedPath, addressVisit);
        }, 0);
      };
      setTimeout(count, 5000);
      try {
        var types = PerformanceObserver.supportedEntryTypes || [];
        var type =
          types.indexOf('largest-contentful-paint') >= 0
            ? 'largest-contentful-paint'
            : types.indexOf('paint') >= 0
              ? 'paint'
              : '';
        if (!type) return count();
        var painted = new PerformanceObserver(function () {
          painted.disconnect();
          count();
        });
        painted.observe({ type: type, buffered: true });
      } catch (error) {
        count();
      }
    };
    if (document.readyState === 'complete') countView();
    else window.addEventListener('load', countView);
    // Otherwise at the page's first use (the events that start the scripts, below), not while it is
    // parsed: storage's first read is a synchronous call to the browser, and a visitor who goes on
    // to another page of the site reaches for this one first.
    var keepLandingPage = function () {
      onFirstUse(keepLandingPage, false);
      landingPage();
    };
    onFirstUse(keepLandingPage, true);
    var ENQUIRY_FORM = 'form[data-enquiry-form]';
    var enquiryForms = function () {
      return document.querySelectorAll(ENQUIRY_FORM);
    };
    // The forms' hidden fields are filled when a form is first used, not while the page is parsed:
    // a visitor who only reads never needs a key, and storage's first read (the gclid kept earlier
    // in the visit, when the address has none) is a synchronous call to the browser. A form is
    // focused before it is filled in, and the submit event (an Enter key, a tapped button, which
    // Safari does not focus) comes before the browser reads its fields.
    var FORM_USE = ['focusin', 'submit'];
    // performance.now(): a clock the system's time being set cannot move.
    var firstUsed = null;
    var fillForms = function (event) {
      var target = event.target;
      if (!target || !target.closest || !target.closest(ENQUIRY_FORM)) return;
      for (var v = 0; v < FORM_USE.length; v++) document.removeEventListener(FORM_USE[v], fillForms, true);
      firstUsed = performance.now();
      var forms = enquiryForms();
      for (var f = 0; f < forms.length; f++) {
        fillHidden(forms[f], 'idempotencyKey', newKey());
        fillVisit(forms[f]);
      }
      // The form's first use, counted for the visit's landing page and campaign where the choice
      // keeps them, else for this page and its own address.
      var campaign = {};
      for (var t = 0; t < ADDRESS_FIELDS.length; t++) {
        var tag = ADDRESS_FIELDS[t];
        if (!tag[2]) campaign[tag[0]] = visitValue(tag) || addressVisit[tag[0]];
      }
      countBeacon('form', landingPage() || location.pathname, campaign);
    };
    for (var u = 0; u < FORM_USE.length; u++) document.addEventListener(FORM_USE[u], fillForms, true);
    // Every enquiry sent, posted by the browser or by the form's script, says how long after the
    // first use it went, in whole ms: the receiver's spam score takes seconds for a bot's. Heard on
    // the way down to the form, so before the form's script reads the field; added after
    // fillForms, so that a form sent at its first use has a time too. And the privacy choice it
    // goes under: the receiver keeps only what that allows.
    var timeForm = function (event) {
      var form = event.target;
      if (firstUsed === null || !form || !form.closest || !form.closest(ENQUIRY_FORM)) return;
      var input = hiddenInput(form, 'formMs');
      var ms = Math.round(performance.now() - firstUsed);
      if (input) input.value = String(Math.min(FORM_MS_MAX, Math.max(0, ms)));
      var privacy = hiddenInput(form, 'privacy');
      if (privacy) privacy.value = choice && choice.value ? choice.value : '';
    };
    document.addEventListener('submit', timeForm, true);
    // A sending the browser's own checks held (its one bubble in its own language): marked, for the
    // form to show every message in the page's language once its code has taken the checks over.
    document.addEventListener(
      'invalid',
      function (event) {
        var form = event.target && event.target.form;
        if (form && !form.noValidate && form.matches(ENQUIRY_FORM))
          form.setAttribute(CHECKS_HELD_ATTRIBUTE, '');
      },
      true,
    );
    // The notice's answer (its buttons close it on their own): remembered, and what it allows kept
    // at once; what it no longer allows is forgotten, in storage and in the forms.
    document.addEventListener(
      'submit',
      function (event) {
        var form = event.target;
        var dialog = document.getElementById(PRIVACY_CHOICES_ID);
        var pressed = event.submitter && event.submitter.value;
        if (!dialog || !form || form.parentNode !== dialog) return;
        if (pressed !== 'accept' && pressed !== 'reject' && pressed !== 'save') return;
        var measurement = pressed === 'accept' || (pressed === 'save' && form.elements.measurement.checked);
        var advertising = pressed === 'accept' || (pressed === 'save' && form.elements.advertising.checked);
        choice = writeChoice(measurement, advertising);
        document.documentElement.setAttribute(PRIVACY_CHOSEN_ATTRIBUTE, '');
        var forms = enquiryForms();
        var visitFields = ADDRESS_FIELDS.concat([['landingPage', '', false]]);
        for (var d = 0; d < visitFields.length; d++) {
          if (allows(visitFields[d])) continue;
          forget(visitFields[d][0]);
          for (var c = 0; c < forms.length; c++) {
            var input = hiddenInput(forms[c], visitFields[d][0]);
            if (input) input.value = '';
          }
        }
        keepAddress();
        landingPage();
        // Forms already in use get what is now allowed, as they would have at their first use.
        for (var g = 0; firstUsed !== null && g < forms.length; g++) fillVisit(forms[g]);
      },
      true,
    );
    // "Privacy settings" (every footer, the privacy notice): the notice again, with the choice made.
    document.addEventListener(
      'click',
      function (event) {
        var link =
          event.target &&
          event.target.closest &&
          event.target.closest('a[href$="#' + PRIVACY_CHOICES_ID + '"]');
        var dialog = document.getElementById(PRIVACY_CHOICES_ID);
        if (!link || !dialog || typeof dialog.show !== 'function') return;
        event.preventDefault();
        var form = dialog.querySelector('form');
        form.elements.measurement.checked = !!(choice && choice.measurement);
        form.elements.advertising.checked = !!(choice && choice.advertising);
        document.documentElement.removeAttribute(PRIVACY_CHOSEN_ATTRIBUTE);
        if (!dialog.open) dialog.show();
        dialog.querySelector('details').open = true;
        form.elements.measurement.focus();
      },
      true,
    );
    // Back from the page a form was posted to, the browser may show this page as it was left (the
    // back-forward cache), key included: the next enquiry sent from it is a new one, not a replay.
    window.addEventListener('pageshow', function (event) {
      if (!event.persisted) return;
      var shown = enquiryForms();
      for (var s = 0; s < shown.length; s++) {
        var key = hiddenInput(shown[s], 'idempotencyKey');
        if (key && key.value) key.value = newKey();
      }
    });
  } catch (error) {
    // Nothing here may keep the site's scripts from starting.
  }

  if (!list) return;
  var sources = JSON.parse(list);
  var started = false;
  function appendScripts() {
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  // The page's data (__NEXT_DATA__'s props) is not in the HTML when Next wrote it to a file of its
  // own (scripts/firstPaint/pageData.ts): the first paint does not need it, and it would cost the
  // page its first round trip. Fetched beside the scripts, and in place before they run; if it
  // cannot be had, the page stays as it is and the next use tries again.
  function start() {
    if (started) return;
    started = true;
    onFirstUse(start, false);
    // A first use while the page is still arriving (a tap, or a pointer resting over the window as
    // it lays out): the data's element, at the end of the body, may not be parsed yet, and the
    // scripts must not run without it (Next would find no props and fail).
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', load);
    else load();
  }
  function load() {
    var data = document.getElementById('__NEXT_DATA__');
    var props = data && data.getAttribute('data-props');
    if (!props) return appendScripts();
    sources.forEach(function (src) {
      var preload = document.createElement('link');
      preload.rel = 'preload';
      preload.setAttribute('as', 'script');
      preload.href = src;
      document.head.appendChild(preload);
    });
    fetch(props, { credentials: 'same-origin' })
      .then(function (response) {
        if (!response.ok) throw new Error(props + ': ' + response.status);
        return response.json();
      })
      .then(function (json) {
        var next = JSON.parse(data.textContent);
        next.props = json;
        data.textContent = JSON.stringify(next);
        data.removeAttribute('data-props');
        appendScripts();
      })
      .catch(function () {
        started = false;
        onFirstUse(start, true);
      });
  }
  // Only appends elements and starts a fetch: the interaction that starts them is not held up, and
  // what it does (a link followed, the menu's popover, typing, a form posted) the platform does
  // meanwhile.
  onFirstUse(start, true);
})();
