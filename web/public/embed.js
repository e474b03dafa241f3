/*
 * Agendei's booking widget for an office's own website (README: "Widget para o site do
 * escritório"). Hand-written, dependency-free and small (≤ 5 KB gzip, web/bundle-size.test.ts).
 * It works under a strict CSP on the host page: no eval, no inline styles (only element.style).
 *   <script src="https://agendei.example/embed.js" data-agendei="ana-souza"></script>
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src).origin;
  var data = script.dataset;
  var path = data.agendei
    ? '/book/personal/' + encodeURIComponent(data.agendei)
    : data.agendeiShared
      ? '/book/shared/' + encodeURIComponent(data.agendeiShared)
      : data.agendeiTeam
        ? '/book/' + encodeURIComponent(data.agendeiTeam)
        : '';
  if (!path) return;
  var theme = /^(light|dark|auto)$/.test(data.theme || '') ? data.theme : 'auto';
  var accent = /^#[0-9a-fA-F]{6}$/.test(data.accent || '') ? data.accent : '';
  // self.origin, not location.origin: a srcdoc page (the admin's preview) has its parent's origin.
  var query = new URLSearchParams({ embed: '1', theme: theme, parent: self.origin });
  if (accent) query.set('accent', accent);
  var src = origin + path + '?' + query;
  var label = data.label || 'Agendar horário';
  var frame = null;
  var box = null; // the popup's dialog, which scrolls the iframe inside it
  var listening = false; // whether the booking page in the frame has loaded and listens

  function css(element, styles) {
    for (var name in styles) element.style[name] = styles[name];
    return element;
  }

  function newFrame(height) {
    frame = document.createElement('iframe');
    listening = false;
    frame.src = src;
    frame.title = 'Agendamento online';
    css(frame, { display: 'block', width: '100%', height: height, border: '0' });
    return frame;
  }

  /** The popup: a modal dialog over the page, focus kept inside until it closes. */
  function openPopup(opener) {
    var overlay = css(document.createElement('div'), {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483647',
      background: 'rgba(0,0,0,.6)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: '12px',
    });
    var dialog = css(document.createElement('div'), {
      position: 'relative',
      width: '100%',
      maxWidth: '960px',
      // Full height from the start: when the booking page reports its height, the box (and its
      // 'Fechar') does not jump from the middle of the screen to the top under the pointer.
      height: '100%',
      overflow: 'auto',
      background: theme === 'dark' ? '#0b1220' : '#fff',
      borderRadius: '12px',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', label);
    var close = css(document.createElement('button'), {
      position: 'sticky',
      top: '8px',
      float: 'right',
      margin: '8px',
      zIndex: '1',
      padding: '8px 14px',
      font: 'inherit',
      border: '1px solid #94a3b8',
      borderRadius: '8px',
      background: '#fff',
      color: '#0f172a',
      cursor: 'pointer',
    });
    close.type = 'button';
    close.textContent = 'Fechar';
    // Tab past the last or before the first element lands on a guard that sends focus back in.
    var first = guard(function () {
      frame.focus();
    });
    var last = guard(function () {
      close.focus();
    });
    dialog.append(close, newFrame('70vh'));
    box = dialog;
    overlay.append(first, dialog, last);
    var overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';

    function onKey(event) {
      if (event.key === 'Escape') shut();
    }
    function shut() {
      overlay.remove();
      document.removeEventListener('keydown', onKey);
      document.documentElement.style.overflow = overflow;
      frame = null;
      box = null;
      popup = null;
      opener.focus();
    }
    close.addEventListener('click', shut);
    overlay.addEventListener('click', function (event) {
      if (event.target === overlay) shut();
    });
    document.addEventListener('keydown', onKey);
    document.body.append(overlay);
    close.focus();
    return shut;
  }

  function guard(onFocus) {
    var element = document.createElement('span');
    element.tabIndex = 0;
    element.addEventListener('focus', onFocus);
    return element;
  }

  var popup = null;
  if (data.mode === 'popup') {
    var button = css(document.createElement('button'), {
      padding: '12px 20px',
      font: 'inherit',
      fontWeight: '600',
      border: '0',
      borderRadius: '8px',
      background: accent || '#1d4ed8',
      color: '#fff',
      cursor: 'pointer',
    });
    button.type = 'button';
    button.textContent = label;
    button.setAttribute('aria-haspopup', 'dialog');
    button.addEventListener('click', function () {
      popup = openPopup(button);
    });
    script.after(button);
  } else {
    // A first height close to the page's, so the host page barely moves when the real one arrives.
    script.after(newFrame('640px'));
  }

  /*
   * Tells the booking page which band of its iframe the visitor sees (frame coordinates), so its
   * toasts show there and not at the bottom of a frame taller than the screen. Sent to our origin
   * only, at most once a frame, and only when the band changed.
   */
  var sentBand = '';
  var pending = false;
  function sendBand() {
    pending = false;
    // Before the page has loaded, a message to our origin would land on about:blank (an error).
    if (!frame || !listening) return;
    var rect = frame.getBoundingClientRect();
    var view = window.visualViewport;
    var clipTop = view ? view.offsetTop : 0;
    var clipBottom = clipTop + (view ? view.height : window.innerHeight);
    if (box) {
      var outer = box.getBoundingClientRect();
      clipTop = Math.max(clipTop, outer.top);
      clipBottom = Math.min(clipBottom, outer.bottom);
    }
    var top = Math.min(Math.max(clipTop - rect.top, 0), rect.height);
    var band = {
      type: 'agendei:viewport',
      top: Math.round(top),
      height: Math.round(Math.max(Math.min(clipBottom, rect.bottom) - rect.top - top, 0)),
    };
    var key = band.top + ',' + band.height;
    if (key === sentBand) return;
    sentBand = key;
    frame.contentWindow.postMessage(band, origin);
  }
  function schedule() {
    if (pending) return;
    pending = true;
    window.requestAnimationFrame(sendBand);
  }
  // Capture: scrolls of any box (the popup's too) reach here, though scroll does not bubble.
  var passive = { capture: true, passive: true };
  window.addEventListener('scroll', schedule, passive);
  window.addEventListener('resize', schedule, passive);
  if (window.visualViewport) {
    window.visualViewport.addEventListener('resize', schedule, passive);
    window.visualViewport.addEventListener('scroll', schedule, passive);
  }

  // Only messages from our own booking page, in this script's own frame, are listened to.
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return;
    if (!message || typeof message.type !== 'string') return;
    if (message.type === 'agendei:resize' && message.height > 0) {
      frame.style.height = Math.ceil(message.height) + 'px';
      // The page listens from its first report on (and may be a new one): it gets the band again.
      listening = true;
      sentBand = '';
      schedule();
    } else if (message.type === 'agendei:escape' && popup) {
      popup();
    } else if (message.type === 'agendei:booked') {
      var detail = {
        start: message.start,
        end: message.end,
        service: message.service,
        professional: message.professional,
      };
      // Bubbles from the script's element up to document and window.
      script.dispatchEvent(new CustomEvent('agendei:booked', { detail: detail, bubbles: true }));
    }
  });
})();
