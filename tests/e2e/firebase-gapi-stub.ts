// The Firebase SDK's Google popup flow embeds the auth domain's iframe (here the emulator's)
// through Google's `gapi.iframes` loader from apis.google.com, and the emulator's iframe page loads
// it too. This machine cannot reach Google, so the browser tests serve this small stand-in for
// that loader: an iframe opener plus register/send/ping messaging over postMessage.
export const GAPI_STUB = `(() => {
  if (window.gapi && window.gapi.iframes) return;
  const TAG = '__ideasGapiStub';
  function channel(target) {
    const handlers = {};
    const queued = {};
    const pending = {};
    let seq = 0;
    const post = (message) => { const win = target(); if (win) win.postMessage(Object.assign({ [TAG]: true }, message), '*'); };
    const answer = (message) => {
      const handler = handlers[message.name];
      if (!handler) return false;
      Promise.resolve(handler(message.payload)).then((reply) => post({ kind: 'reply', id: message.id, responses: reply === undefined ? [] : [reply] }));
      return true;
    };
    window.addEventListener('message', (event) => {
      const message = event.data;
      if (!message || message[TAG] !== true || event.source !== target()) return;
      if (message.kind === 'call') {
        if (message.name === '__ping') return post({ kind: 'reply', id: message.id, responses: [] });
        if (!answer(message)) (queued[message.name] = queued[message.name] || []).push(message);
      } else if (message.kind === 'reply' && pending[message.id]) {
        const callback = pending[message.id];
        delete pending[message.id];
        callback(message.responses);
      }
    });
    const call = (name, payload, callback) => {
      const id = ++seq;
      pending[id] = callback || (() => {});
      post({ kind: 'call', id, name, payload });
      return id;
    };
    return {
      register(name, handler) {
        handlers[name] = handler;
        for (const message of queued[name] || []) answer(message);
        delete queued[name];
      },
      send(name, payload, callback) { call(name, payload, callback); },
      ping(callback) {
        return new Promise((resolve) => {
          let done = false;
          const attempt = () => {
            if (done) return;
            call('__ping', null, () => { if (!done) { done = true; if (callback) callback(); resolve(); } });
            setTimeout(attempt, 100);
          };
          attempt();
        });
      },
      restyle() { return Promise.resolve(); },
    };
  }
  const iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: () => true,
    Iframe: function Iframe() {},
    getContext() {
      return {
        open(options, callback) {
          const frame = document.createElement('iframe');
          for (const [name, value] of Object.entries(options.attributes || {})) {
            if (name === 'style') Object.assign(frame.style, value);
            else frame.setAttribute(name, String(value));
          }
          frame.src = options.url;
          (options.where || document.body).appendChild(frame);
          return callback(channel(() => frame.contentWindow));
        },
        getParentIframe() { return channel(() => window.parent); },
      };
    },
  };
  window.gapi = { iframes, load(name, options) { setTimeout(() => (typeof options === 'function' ? options : options.callback)(), 0); } };
  const onload = new URLSearchParams((document.currentScript && document.currentScript.src.split('?')[1]) || '').get('onload');
  setTimeout(() => {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;
