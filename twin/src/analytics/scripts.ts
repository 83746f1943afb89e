// The stand-in vendor scripts the site loads once consented: a Google Tag Manager container (reads the
// data layer, honours Consent Mode, forwards GA4 events to /g/collect), Klaviyo's klaviyo.js (the
// Klaviyo object: identify and track through the client API) and AdRoll's roundtrip.js (a page-view
// pixel). Each talks only to the twin that served it.

/** GA4 events the container forwards (GA4's recommended e-commerce and engagement events). */
export const GA4_EVENTS = [
  'page_view',
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'purchase',
  'search',
  'sign_up',
  'login',
  'generate_lead',
] as const;

/** The GA4 measurement id the twin's container sends to, derived from the container id. */
export function measurementIdOf(containerId: string): string {
  return `G-${containerId.replace(/^GTM-/, '')}`;
}

/** gtm.js of a container. */
export function gtmScript(origin: string, containerId: string): string {
  return `/* Twin Google Tag Manager container ${containerId} */
(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  var TID = ${JSON.stringify(measurementIdOf(containerId))};
  var EVENTS = ${JSON.stringify(GA4_EVENTS)};
  if (window.google_tag_manager && window.google_tag_manager[${JSON.stringify(containerId)}]) return;
  window.google_tag_manager = window.google_tag_manager || {};
  window.google_tag_manager[${JSON.stringify(containerId)}] = { dataLayer: { name: 'dataLayer' } };
  var dl = (window.dataLayer = window.dataLayer || []);
  var consent = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
  function readCookie(name) {
    var match = document.cookie.split('; ').filter(function (c) { return c.indexOf(name + '=') === 0; })[0];
    return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
  }
  function clientId() {
    var ga = readCookie('_ga');
    if (ga) return ga.split('.').slice(2).join('.');
    var id = Math.floor(Math.random() * 2147483647) + '.' + Math.floor(Date.now() / 1000);
    document.cookie = '_ga=GA1.1.' + id + '; path=/; max-age=' + 63072000 + '; samesite=lax';
    return id;
  }
  // Every answer's body is read, so the browser never cancels one left unread (net::ERR_ABORTED).
  function drain(res) { return res.text().catch(function () { return ''; }); }
  function send(name, params) {
    if (consent.analytics_storage !== 'granted') return;
    var body = JSON.stringify({ client_id: clientId(), events: [{ name: name, params: params }] });
    fetch(ORIGIN + '/g/collect?v=2&tid=' + encodeURIComponent(TID), {
      method: 'POST', mode: 'cors', credentials: 'omit', keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: body
    }).then(drain).catch(function () {});
  }
  function isArgs(entry) { return Object.prototype.toString.call(entry) === '[object Arguments]'; }
  function process(entry) {
    if (isArgs(entry)) {
      if (entry[0] === 'consent' && entry[2] && typeof entry[2] === 'object') {
        for (var k in consent) if (entry[2][k] === 'granted' || entry[2][k] === 'denied') consent[k] = entry[2][k];
      }
      return;
    }
    if (!entry || typeof entry !== 'object' || typeof entry.event !== 'string') return;
    var name = entry.event === 'gtm.js' ? 'page_view' : entry.event;
    if (EVENTS.indexOf(name) < 0) return;
    var params = { page_location: location.href, page_title: document.title };
    for (var key in entry) if (key !== 'event' && key !== 'ecommerce' && key.indexOf('gtm.') !== 0) params[key] = entry[key];
    if (entry.ecommerce && typeof entry.ecommerce === 'object') for (var e in entry.ecommerce) params[e] = entry.ecommerce[e];
    send(name, params);
  }
  var earlier = dl.slice();
  var push = dl.push;
  dl.push = function () {
    var result = push.apply(dl, arguments);
    for (var i = 0; i < arguments.length; i++) { try { process(arguments[i]); } catch (e) {} }
    return result;
  };
  for (var i = 0; i < earlier.length; i++) { try { process(earlier[i]); } catch (e) {} }
})();
`;
}

/** klaviyo.js of a Klaviyo account (public key). */
export function klaviyoScript(origin: string, companyId: string, revision: string): string {
  return `/* Twin klaviyo.js for ${companyId} */
(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  var COMPANY = ${JSON.stringify(companyId)};
  var REVISION = ${JSON.stringify(revision)};
  if (window.klaviyo && typeof window.klaviyo.track === 'function') return;
  var COOKIE = '__kla_id';
  function readIdentity() {
    var match = document.cookie.split('; ').filter(function (c) { return c.indexOf(COOKIE + '=') === 0; })[0];
    if (match) { try { return JSON.parse(atob(decodeURIComponent(match.slice(COOKIE.length + 1)))); } catch (e) {} }
    return { anonymous_id: 'anon-' + Math.random().toString(36).slice(2) + Date.now().toString(36) };
  }
  var identity = readIdentity();
  function saveIdentity() {
    document.cookie = COOKIE + '=' + encodeURIComponent(btoa(JSON.stringify(identity))) + '; path=/; max-age=' + 63072000 + '; samesite=lax';
  }
  saveIdentity();
  // Every answer's body is read, so the browser never cancels one left unread (net::ERR_ABORTED).
  function drain(res) { return res.text().catch(function () { return ''; }); }
  function post(path, body) {
    return fetch(ORIGIN + path + '?company_id=' + encodeURIComponent(COMPANY), {
      method: 'POST', mode: 'cors', credentials: 'omit', keepalive: true,
      headers: { 'content-type': 'application/json', accept: 'application/vnd.api+json', revision: REVISION },
      body: JSON.stringify(body)
    }).then(function (res) { return drain(res).then(function () { return res.status === 202; }); }).catch(function () { return false; });
  }
  function profile() {
    var attributes = {};
    if (identity.email) attributes.email = identity.email;
    else attributes.anonymous_id = identity.anonymous_id;
    return { data: { type: 'profile', attributes: attributes } };
  }
  function identify(properties) {
    properties = properties || {};
    var attributes = {};
    var props = {};
    for (var key in properties) {
      if (key === 'email' || key === '$email') attributes.email = properties[key];
      else if (key === 'first_name' || key === '$first_name') attributes.first_name = properties[key];
      else if (key === 'last_name' || key === '$last_name') attributes.last_name = properties[key];
      else props[key] = properties[key];
    }
    if (attributes.email) { identity = { email: attributes.email }; saveIdentity(); }
    else attributes.anonymous_id = identity.anonymous_id;
    if (Object.keys(props).length) attributes.properties = props;
    return post('/client/profiles/', { data: { type: 'profile', attributes: attributes } });
  }
  function track(metric, properties) {
    return post('/client/events/', { data: { type: 'event', attributes: {
      properties: properties || {},
      metric: { data: { type: 'metric', attributes: { name: metric } } },
      profile: profile(),
      time: new Date().toISOString()
    } } });
  }
  function run(command) {
    if (!command || !command.length) return;
    if (command[0] === 'identify') return identify(command[1]);
    if (command[0] === 'track') return track(command[1], command[2]);
  }
  var queue = window._klOnsite || [];
  window.klaviyo = {
    push: function (command) { run(command); },
    identify: identify,
    track: track,
    isIdentified: function () { return Promise.resolve(Boolean(identity.email)); }
  };
  window._klOnsite = { push: function (command) { run(command); } };
  for (var i = 0; i < queue.length; i++) run(queue[i]);
})();
`;
}

/** roundtrip.js of AdRoll: one page-view pixel per page load and record_user for segments. */
export function adrollScript(origin: string): string {
  return `/* Twin AdRoll roundtrip.js */
(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  if (window.__adroll && window.__adroll.twin) return;
  var adv = String(window.adroll_adv_id || '');
  var pix = String(window.adroll_pix_id || '');
  if (!/^[A-Z0-9]+$/.test(adv) || !/^[A-Z0-9]+$/.test(pix)) return;
  var COOKIE = '__adroll_fpc';
  if (document.cookie.indexOf(COOKIE + '=') < 0) {
    document.cookie = COOKIE + '=' + Math.random().toString(36).slice(2) + '-' + Date.now() + '; path=/; max-age=' + 34128000 + '; samesite=lax';
  }
  // Every answer's body is read, so the browser never cancels one left unread (net::ERR_ABORTED).
  function drain(res) { return res.text().catch(function () { return ''; }); }
  function fire(event, segments) {
    var url = ORIGIN + '/pixel/' + adv + '/' + pix + '?event=' + encodeURIComponent(event) + '&url=' + encodeURIComponent(location.href) +
      (segments ? '&adroll_segments=' + encodeURIComponent(segments) : '');
    fetch(url, { mode: 'cors', credentials: 'omit', keepalive: true }).then(drain).catch(function () {});
  }
  window.__adroll = { twin: true, record_user: function (props) { fire('record_user', props && props.adroll_segments); } };
  fire('pageView');
})();
`;
}
