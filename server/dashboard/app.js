/*
 * ScamCheck operator dashboard: plain JavaScript, no dependencies, no network access
 * beyond the admin listener that serves this page (same origin).
 *
 * Every call sends "Authorization: Bearer <operator token>"; the token is kept in
 * sessionStorage only (gone when the tab closes). Errors are read from the API's
 * {"error":{"code","message","details"}} body; a 401 signs the operator out.
 *
 * Endpoints called (shapes: server/openapi/openapi.json):
 *   GET    /admin/v1/accounts                       -> {data: [Account]}   (a bare array is accepted too)
 *   POST   /admin/v1/accounts                       {name, plan, monthly_quota?, rate_limit_per_minute?} -> 201 Account
 *   PATCH  /admin/v1/accounts/{id}                  {name, plan, monthly_quota?, rate_limit_per_minute?} -> 200 Account
 *   GET    /admin/v1/accounts/{id}/keys             -> {data: [Key]}       (never a secret)
 *   POST   /admin/v1/accounts/{id}/keys             {name, type: "test"|"live"} -> 201 {id, name, type, prefix, key, created_at}
 *   POST   /admin/v1/keys/{id}/regenerate           -> 200 {id, name, type, prefix, key, created_at}
 *   DELETE /admin/v1/keys/{id}                      -> 204
 *   GET    /admin/v1/reports?status=pending|confirmed|rejected -> {data: [Report]}
 *   POST   /admin/v1/reports/{id}/confirm           -> 200 Report
 *   POST   /admin/v1/reports/{id}/reject            -> 200 Report
 *   GET    /admin/v1/scams?limit&offset&scam_type&q[&confirmed=false]
 *                                                   -> {data: [KnownScam + content], pagination: {total, limit, has_more}}
 *   POST   /admin/v1/check                          {content, type?} -> 200 check result, as POST /v1/check (live, not billed)
 *   GET    /admin/v1/stats                          -> {requests_total, by_status: {"200": n, ...},
 *                                                      latency_ms: {p50, p90, p99}, verdicts: {safe, suspect, scam}}
 *
 * Element ids and data-testid attributes are stable: browser tests drive the page by them.
 */
(() => {
  'use strict';

  const TOKEN_KEY = 'scamcheck.operatorToken';
  const POLL_MS = 2000; // stats polling period
  const HISTORY = 90; // chart samples kept: 3 minutes at POLL_MS
  const PLANS_WITH_CUSTOM_LIMITS = new Set(['enterprise']);

  const $ = (id) => document.getElementById(id);
  const enc = encodeURIComponent;

  // el builds an element. attrs: text (textContent), className, on<event> handlers,
  // anything else as an attribute. Text is never parsed as HTML: report contents and
  // names come from untrusted clients.
  function el(tag, attrs = {}, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'text') e.textContent = String(v);
      else if (k === 'className') e.className = v;
      else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
      else e.setAttribute(k, v === true ? '' : String(v));
    }
    for (const c of children) if (c !== null && c !== undefined) e.append(c);
    return e;
  }

  // ---- API ---------------------------------------------------------------------------

  class ApiError extends Error {
    constructor(status, code, message, details, requestId) {
      super(message);
      this.status = status;
      this.code = code;
      this.details = details;
      this.requestId = requestId;
    }
  }

  const token = () => sessionStorage.getItem(TOKEN_KEY) || '';

  // api calls the admin API and returns the decoded body (null for 204). It throws an
  // ApiError for a non-2xx answer or a network failure.
  async function api(method, path, body) {
    const headers = { Accept: 'application/json', Authorization: 'Bearer ' + token() };
    const init = { method, headers, cache: 'no-store', credentials: 'omit' };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    let resp;
    try {
      resp = await fetch(path, init);
    } catch (err) {
      throw new ApiError(0, 'NETWORK_ERROR', 'cannot reach the server: ' + err.message);
    }
    const requestId = resp.headers.get('X-Request-Id') || '';
    const text = resp.status === 204 ? '' : await resp.text();
    let data = null;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = null;
      }
    }
    if (!resp.ok) {
      const e = (data && data.error) || {};
      const err = new ApiError(resp.status, e.code || 'HTTP_' + resp.status, e.message || resp.statusText, e.details, requestId);
      if (resp.status === 401) signOut('The operator token was refused: sign in again.');
      throw err;
    }
    return data;
  }

  // list accepts both {data: [...]} and a bare array.
  const list = (r) => (Array.isArray(r) ? r : (r && r.data) || []);

  // ---- Messages and formatting -------------------------------------------------------

  let flashTimer = 0;
  function flash(message, kind = 'info') {
    const f = $('flash');
    f.textContent = message;
    f.className = 'flash ' + kind;
    f.hidden = false;
    clearTimeout(flashTimer);
    flashTimer = setTimeout(() => { f.hidden = true; }, kind === 'error' ? 10000 : 4000);
  }

  function flashError(err) {
    if (err instanceof ApiError) {
      if (err.status === 401) return; // signOut already told the operator
      let msg = `${err.code}: ${err.message}`;
      if (err.details && err.details.field) msg += ` (${err.details.field})`;
      if (err.requestId) msg += ` — request ${err.requestId}`;
      flash(msg, 'error');
    } else {
      flash(String((err && err.message) || err), 'error');
    }
  }

  const intFmt = new Intl.NumberFormat('en-US');
  const fmtInt = (n) => (typeof n === 'number' ? intFmt.format(n) : '–');
  const fmtNum = (n, digits = 1) => (typeof n === 'number' && isFinite(n) ? n.toFixed(digits) : '–');
  // fmtTime shows an RFC 3339 timestamp as "YYYY-MM-DD HH:MM:SS UTC".
  const fmtTime = (s) => (s ? String(s).replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC') : '–');

  function quotaText(a) {
    if (a.monthly_quota > 0) return fmtInt(a.monthly_quota);
    return a.plan === 'enterprise' ? 'unlimited' : 'none (test only)';
  }
  const rateText = (a) => (a.rate_limit_per_minute > 0 ? fmtInt(a.rate_limit_per_minute) : 'unlimited');

  // withBusy disables button while fn runs.
  async function withBusy(button, fn) {
    button.disabled = true;
    try {
      return await fn();
    } finally {
      button.disabled = false;
    }
  }

  // confirmAction asks in a modal dialog; resolves true when the operator confirms.
  function confirmAction(message, okLabel) {
    return new Promise((resolve) => {
      const dialog = $('confirm-dialog');
      const ac = new AbortController();
      const done = (value) => {
        ac.abort();
        dialog.close();
        resolve(value);
      };
      $('confirm-message').textContent = message;
      $('confirm-ok').textContent = okLabel;
      $('confirm-ok').addEventListener('click', () => done(true), { signal: ac.signal });
      $('confirm-cancel').addEventListener('click', () => done(false), { signal: ac.signal });
      dialog.addEventListener('cancel', (ev) => { ev.preventDefault(); done(false); }, { signal: ac.signal });
      dialog.showModal();
      $('confirm-cancel').focus();
    });
  }

  // ---- Session and routing -----------------------------------------------------------

  function showSignIn(message) {
    $('app-view').hidden = true;
    $('signin-view').hidden = false;
    const e = $('signin-error');
    e.textContent = message || '';
    e.hidden = !message;
    $('signin-token').value = '';
    $('signin-token').focus();
  }

  function signOut(message) {
    sessionStorage.removeItem(TOKEN_KEY);
    stopPolling();
    hideSecret();
    showSignIn(message);
  }

  async function signIn(ev) {
    ev.preventDefault();
    const t = $('signin-token').value.trim();
    if (!t) return;
    sessionStorage.setItem(TOKEN_KEY, t);
    try {
      await withBusy($('signin-submit'), () => api('GET', '/admin/v1/accounts'));
    } catch (err) {
      if (err.status === 401) {
        signOut('That operator token was refused.');
      } else {
        sessionStorage.removeItem(TOKEN_KEY);
        showSignIn(`Cannot sign in: ${err.code}: ${err.message}`);
      }
      return;
    }
    showApp();
  }

  function showApp() {
    $('signin-view').hidden = true;
    $('app-view').hidden = false;
    route();
  }

  const pages = {
    overview: { enter: startPolling, leave: stopPolling },
    accounts: { enter: loadAccounts },
    keys: { enter: enterKeys, leave: hideSecret },
    reports: { enter: loadReports },
    scams: { enter: loadScams },
    playground: { enter: () => $('playground-content').focus() },
  };
  let current = '';

  // route shows the page named by the location hash: #page or #page/argument.
  function route() {
    if (!token()) return;
    const [name, arg] = location.hash.slice(1).split('/');
    const page = Object.hasOwn(pages, name) ? name : 'overview';
    if (current && current !== page && pages[current].leave) pages[current].leave();
    current = page;
    for (const s of document.querySelectorAll('section.page')) s.hidden = s.dataset.page !== page;
    for (const a of document.querySelectorAll('nav a')) {
      const on = a.dataset.page === page;
      a.classList.toggle('active', on);
      if (on) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
    pages[page].enter(arg ? decodeURIComponent(arg) : undefined);
  }

  // ---- Accounts ----------------------------------------------------------------------

  let accounts = [];

  async function fetchAccounts() {
    accounts = list(await api('GET', '/admin/v1/accounts'));
  }

  async function loadAccounts() {
    try {
      await fetchAccounts();
    } catch (err) {
      flashError(err);
      return;
    }
    renderAccounts();
  }

  function renderAccounts() {
    const rows = accounts.map((a) => el('tr', { 'data-testid': 'account-row-' + a.id },
      el('td', { text: a.name }),
      el('td', { className: 'mono', text: a.id }),
      el('td', {}, el('span', { className: 'badge plan-' + a.plan, text: a.plan })),
      el('td', { className: 'num', text: quotaText(a) }),
      el('td', { className: 'num', text: rateText(a) }),
      el('td', { className: 'num', text: a.usage ? fmtInt(a.usage.live_this_month) : '–' }),
      el('td', { className: 'num', text: a.usage ? fmtInt(a.usage.test_today) : '–' }),
      el('td', { text: fmtTime(a.created_at) }),
      el('td', { className: 'actions' },
        el('button', { type: 'button', 'data-testid': 'account-edit-' + a.id, text: 'Edit', onclick: () => startEdit(a) }),
        el('a', { className: 'button', href: '#keys/' + enc(a.id), 'data-testid': 'account-keys-' + a.id, text: 'Keys' }))));
    $('accounts-table').tBodies[0].replaceChildren(...rows);
    $('accounts-empty').hidden = accounts.length > 0;
  }

  // syncPlanInputs enables the quota inputs for plans with custom limits only.
  function syncPlanInputs(select, quota, rate) {
    const custom = PLANS_WITH_CUSTOM_LIMITS.has(select.value);
    quota.disabled = !custom;
    rate.disabled = !custom;
    if (!custom) {
      quota.value = '';
      rate.value = '';
    }
  }

  // limitsBody adds the numeric limits to body when the plan takes custom ones.
  function limitsBody(body, quota, rate) {
    if (!PLANS_WITH_CUSTOM_LIMITS.has(body.plan)) return body;
    if (quota.value !== '') body.monthly_quota = Number(quota.value);
    if (rate.value !== '') body.rate_limit_per_minute = Number(rate.value);
    return body;
  }

  async function createAccount(ev) {
    ev.preventDefault();
    const form = ev.currentTarget;
    const body = limitsBody({ name: $('account-name').value.trim(), plan: $('account-plan').value }, $('account-quota'), $('account-rate'));
    try {
      const a = await withBusy($('account-create-submit'), () => api('POST', '/admin/v1/accounts', body));
      flash(`Account “${a.name}” created: ${a.id}.`);
      form.reset();
      syncPlanInputs($('account-plan'), $('account-quota'), $('account-rate'));
      await loadAccounts();
    } catch (err) {
      flashError(err);
    }
  }

  function startEdit(a) {
    $('account-edit-form').dataset.accountId = a.id;
    $('account-edit-id').textContent = a.id;
    $('account-edit-name').value = a.name;
    $('account-edit-plan').value = a.plan;
    syncPlanInputs($('account-edit-plan'), $('account-edit-quota'), $('account-edit-rate'));
    if (a.plan === 'enterprise') {
      $('account-edit-quota').value = a.monthly_quota;
      $('account-edit-rate').value = a.rate_limit_per_minute;
    }
    $('account-edit-form').hidden = false;
    $('account-edit-name').focus();
  }

  function cancelEdit() {
    $('account-edit-form').hidden = true;
    delete $('account-edit-form').dataset.accountId;
  }

  async function saveAccount(ev) {
    ev.preventDefault();
    const id = ev.currentTarget.dataset.accountId;
    const body = limitsBody({ name: $('account-edit-name').value.trim(), plan: $('account-edit-plan').value }, $('account-edit-quota'), $('account-edit-rate'));
    try {
      const a = await withBusy($('account-edit-submit'), () => api('PATCH', '/admin/v1/accounts/' + enc(id), body));
      flash(`Account “${a.name}” saved: plan ${a.plan}, quota ${quotaText(a)}, ${rateText(a)} requests/min.`);
      cancelEdit();
      await loadAccounts();
    } catch (err) {
      flashError(err);
    }
  }

  // ---- Keys --------------------------------------------------------------------------

  let keys = [];

  async function enterKeys(accountId) {
    try {
      if (!accounts.length || (accountId && !accounts.some((a) => a.id === accountId))) await fetchAccounts();
    } catch (err) {
      flashError(err);
      return;
    }
    const sel = $('keys-account');
    sel.replaceChildren(...accounts.map((a) => el('option', { value: a.id, text: `${a.name} — ${a.plan} — ${a.id}` })));
    if (accountId) sel.value = accountId;
    if (!sel.value && accounts.length) sel.value = accounts[0].id;
    await loadKeys();
  }

  async function loadKeys() {
    const id = $('keys-account').value;
    $('key-create-submit').disabled = !id;
    keys = [];
    if (id) {
      try {
        keys = list(await api('GET', `/admin/v1/accounts/${enc(id)}/keys`));
      } catch (err) {
        flashError(err);
      }
    }
    renderKeys();
  }

  function renderKeys() {
    const rows = keys.map((k) => el('tr', { 'data-testid': 'key-row-' + k.id },
      el('td', { text: k.name }),
      el('td', { className: 'mono', text: k.id }),
      el('td', {}, el('span', { className: 'badge env-' + k.type, text: k.type })),
      el('td', { className: 'mono', text: k.prefix + '…' }),
      el('td', { text: fmtTime(k.created_at) }),
      el('td', { text: k.updated_at && k.updated_at !== k.created_at ? fmtTime(k.updated_at) : '–' }),
      el('td', { className: 'actions' },
        el('button', { type: 'button', 'data-testid': 'key-regenerate-' + k.id, text: 'Regenerate', onclick: (ev) => regenerateKey(k, ev.currentTarget) }),
        el('button', { type: 'button', className: 'danger', 'data-testid': 'key-delete-' + k.id, text: 'Delete', onclick: (ev) => deleteKey(k, ev.currentTarget) }))));
    $('keys-table').tBodies[0].replaceChildren(...rows);
    $('keys-empty').hidden = keys.length > 0 || !$('keys-account').value;
  }

  function showSecret(k) {
    $('key-secret-name').textContent = `${k.name} (${k.id})`;
    $('key-secret-value').textContent = k.key;
    $('key-secret-copy').textContent = 'Copy';
    $('key-secret-panel').hidden = false;
    $('key-secret-copy').focus();
  }

  // hideSecret removes the secret from the page.
  function hideSecret() {
    $('key-secret-value').textContent = '';
    $('key-secret-name').textContent = '';
    $('key-secret-panel').hidden = true;
  }

  async function copySecret() {
    const code = $('key-secret-value');
    try {
      await navigator.clipboard.writeText(code.textContent);
    } catch {
      // No clipboard API (page not in a secure context): select and copy.
      const range = document.createRange();
      range.selectNodeContents(code);
      const sel = getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
      if (!document.execCommand('copy')) {
        flash('Cannot copy: the secret is selected, copy it by hand.', 'error');
        return;
      }
    }
    $('key-secret-copy').textContent = 'Copied';
  }

  async function createKey(ev) {
    ev.preventDefault();
    const form = ev.currentTarget;
    const accountId = $('keys-account').value;
    const body = { name: $('key-name').value.trim(), type: $('key-type').value };
    try {
      const k = await withBusy($('key-create-submit'), () => api('POST', `/admin/v1/accounts/${enc(accountId)}/keys`, body));
      form.reset();
      showSecret(k);
      await loadKeys();
    } catch (err) {
      flashError(err);
    }
  }

  async function regenerateKey(k, button) {
    const ok = await confirmAction(`Regenerate key “${k.name}” (${k.id})? Its current secret stops working at once.`, 'Regenerate');
    if (!ok) return;
    try {
      const fresh = await withBusy(button, () => api('POST', `/admin/v1/keys/${enc(k.id)}/regenerate`));
      showSecret(fresh);
      await loadKeys();
    } catch (err) {
      flashError(err);
    }
  }

  async function deleteKey(k, button) {
    const ok = await confirmAction(`Delete key “${k.name}” (${k.id})? This is irreversible: the key stops working at once.`, 'Delete key');
    if (!ok) return;
    try {
      await withBusy(button, () => api('DELETE', `/admin/v1/keys/${enc(k.id)}`));
      flash(`Key “${k.name}” deleted.`);
      await loadKeys();
    } catch (err) {
      flashError(err);
    }
  }

  // ---- Reports -----------------------------------------------------------------------

  const REPORT_STATUSES = ['pending', 'confirmed', 'rejected'];
  let reportStatus = 'pending';
  let reports = [];

  async function loadReports(status) {
    if (REPORT_STATUSES.includes(status)) reportStatus = status;
    for (const s of REPORT_STATUSES) {
      const tab = $('reports-status-' + s);
      tab.classList.toggle('active', s === reportStatus);
      tab.setAttribute('aria-selected', String(s === reportStatus));
    }
    try {
      reports = list(await api('GET', '/admin/v1/reports?status=' + enc(reportStatus)));
    } catch (err) {
      flashError(err);
      return;
    }
    renderReports();
  }

  // The server lists reports under review first; the table keeps its order.
  function renderReports() {
    const rows = reports.map((r) => el('tr', { 'data-testid': 'report-row-' + r.id },
      el('td', { className: 'content full' }, el('code', { className: 'mono', text: r.content })),
      el('td', { text: r.content_type }),
      el('td', { text: r.scam_type }),
      el('td', { className: 'wrap', text: r.description || '' }),
      el('td', { className: 'mono small', text: r.account_id || '–' }),
      el('td', {}, el('span', { className: 'badge env-' + (r.env || 'live'), text: r.env || 'live' }),
        r.under_review ? el('span', { className: 'badge review', 'data-testid': 'report-review-' + r.id, title: "a brand's or a popular domain: only an operator confirms it", text: 'under review' }) : null),
      el('td', { text: fmtTime(r.created_at) }),
      el('td', { className: 'actions' },
        r.status !== 'confirmed' ? el('button', { type: 'button', className: 'primary', 'data-testid': 'report-confirm-' + r.id, text: 'Confirm', onclick: (ev) => reviewReport(r, 'confirm', ev.currentTarget) }) : null,
        r.status === 'pending' ? el('button', { type: 'button', 'data-testid': 'report-reject-' + r.id, text: 'Reject', onclick: (ev) => reviewReport(r, 'reject', ev.currentTarget) }) : null)));
    $('reports-table').tBodies[0].replaceChildren(...rows);
    $('reports-empty').hidden = reports.length > 0;
  }

  async function reviewReport(r, action, button) {
    const call = action === 'confirm'
      ? () => api('POST', `/admin/v1/reports/${enc(r.id)}/confirm`)
      : () => api('POST', `/admin/v1/reports/${enc(r.id)}/reject`);
    try {
      await withBusy(button, call);
    } catch (err) {
      flashError(err);
      return;
    }
    flash(action === 'confirm' ? `Report ${r.id} confirmed: the content is now a known scam.` : `Report ${r.id} rejected.`);
    reports = reports.filter((x) => x.id !== r.id);
    renderReports();
  }

  // ---- Known scams -------------------------------------------------------------------

  const scamQuery = { q: '', scamType: '', unconfirmed: false, limit: 20, offset: 0 };

  async function loadScams() {
    const p = new URLSearchParams({ limit: String(scamQuery.limit), offset: String(scamQuery.offset) });
    if (scamQuery.q) p.set('q', scamQuery.q);
    if (scamQuery.scamType) p.set('scam_type', scamQuery.scamType);
    if (scamQuery.unconfirmed) p.set('confirmed', 'false');
    let page;
    try {
      page = await api('GET', '/admin/v1/scams?' + p);
    } catch (err) {
      flashError(err);
      return;
    }
    const data = list(page);
    const pg = (page && page.pagination) || { total: data.length, limit: scamQuery.limit, has_more: false };
    const rows = data.map((s) => el('tr', { 'data-testid': 'scam-row-' + s.id },
      el('td', { className: 'content' }, el('code', { className: 'mono', text: s.content || s.id, title: s.content || s.id })),
      el('td', { text: s.scam_type }),
      el('td', { text: s.brand_targeted || '–' }),
      el('td', { className: 'num', text: s.score }),
      el('td', { className: 'num', text: fmtInt(s.report_count) }),
      el('td', { text: s.confirmed === false ? 'no' : 'yes' }),
      el('td', { text: fmtTime(s.first_seen_at) })));
    $('scams-table').tBodies[0].replaceChildren(...rows);
    $('scams-empty').hidden = data.length > 0;
    const first = data.length ? scamQuery.offset + 1 : 0;
    $('scams-page-info').textContent = `${fmtInt(first)}–${fmtInt(scamQuery.offset + data.length)} of ${fmtInt(pg.total)}`;
    $('scams-prev').disabled = scamQuery.offset === 0;
    $('scams-next').disabled = !pg.has_more;
  }

  function searchScams(ev) {
    ev.preventDefault();
    scamQuery.q = $('scams-q').value.trim();
    scamQuery.scamType = $('scams-type').value;
    scamQuery.unconfirmed = $('scams-unconfirmed').checked;
    scamQuery.limit = Number($('scams-limit').value);
    scamQuery.offset = 0;
    loadScams();
  }

  function pageScams(direction) {
    scamQuery.offset = Math.max(0, scamQuery.offset + direction * scamQuery.limit);
    loadScams();
  }

  // ---- Playground --------------------------------------------------------------------

  // Verdicts of both response shapes, mapped to the detailed naming.
  const VERDICTS = { safe: 'safe', suspect: 'suspect', scam: 'scam', suspicious: 'suspect', dangerous: 'scam' };

  async function runCheck(ev) {
    ev.preventDefault();
    const body = { content: $('playground-content').value };
    if ($('playground-type').value) body.type = $('playground-type').value;
    const button = $('playground-submit');
    button.textContent = 'Checking…';
    try {
      renderResult(await withBusy(button, () => api('POST', '/admin/v1/check', body)));
    } catch (err) {
      flashError(err);
    } finally {
      button.textContent = 'Check';
    }
  }

  function renderResult(r) {
    const score = r.score ?? r.risk_score;
    const verdict = VERDICTS[r.verdict] || 'safe';
    $('playground-score').textContent = score;
    $('playground-score').className = 'score v-' + verdict;
    $('playground-verdict').textContent = r.verdict;
    $('playground-verdict').className = 'badge v-' + verdict;
    $('playground-scam-type').textContent = r.scam_type;
    $('playground-brand').textContent = r.brand_targeted || 'none';
    $('playground-confidence').textContent = Math.round((r.confidence || 0) * 100) + '%';
    $('playground-concordance').textContent = `${r.concordant_signals} concordant signal${r.concordant_signals === 1 ? '' : 's'}` + (r.concordance_boost ? ' · boost ×1.2' : '');
    $('playground-id').textContent = r.id;
    $('playground-time').textContent = `${r.analysis_time_ms} ms` + (r.cached ? ' · cached' : '');

    const layerRows = (r.layers || []).map((l) => {
      const fill = el('div', { className: 'fill' + (l.is_threat ? ' threat' : '') });
      fill.style.width = Math.max(0, Math.min(100, l.risk_score)) + '%'; // CSSOM: allowed by the CSP
      const idle = !l.is_threat && l.risk_score === 0 && l.execution_time_ms === 0;
      return el('div', { className: 'layer' + (idle ? ' idle' : ''), 'data-testid': 'layer-' + l.name },
        el('span', { className: 'layer-name mono', text: l.name }),
        el('div', { className: 'bar', role: 'meter', 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': l.risk_score, 'aria-label': l.name + ' risk score' }, fill),
        el('span', { className: 'layer-score num', text: l.risk_score }),
        el('span', { className: 'layer-flag', text: l.is_threat ? 'threat' : '' }),
        el('span', { className: 'layer-meta muted small', text: `conf ${Math.round(l.confidence * 100)}% · ${l.execution_time_ms} ms` }),
        el('span', { className: 'layer-details small', text: l.details }));
    });
    $('playground-layers').replaceChildren(...layerRows);
    const reasons = r.reasons ?? r.threats ?? [];
    $('playground-reasons').replaceChildren(...reasons.map((s) => el('li', { text: s })));
    $('playground-advice').textContent = r.advice ?? r.recommendation ?? '';
    $('playground-result').hidden = false;
  }

  // ---- Overview: live stats ----------------------------------------------------------

  const stats = { prev: null, samples: [], timer: 0, gen: 0, paused: false };

  function startPolling() {
    stopPolling();
    poll(stats.gen);
  }

  function stopPolling() {
    clearTimeout(stats.timer);
    stats.timer = 0;
    stats.gen++; // an answer still in flight no longer schedules a poll
  }

  async function poll(gen) {
    if (!stats.paused && !document.hidden) {
      try {
        const s = await api('GET', '/admin/v1/stats');
        if (gen !== stats.gen) return;
        addSample(s, performance.now());
        $('stats-status').textContent = 'updated ' + new Date().toLocaleTimeString();
      } catch (err) {
        if (gen !== stats.gen || err.status === 401) return;
        $('stats-status').textContent = `stats unavailable: ${err.code}`;
      }
    }
    if (gen === stats.gen) stats.timer = setTimeout(() => poll(gen), POLL_MS);
  }

  function togglePause() {
    stats.paused = !stats.paused;
    $('stats-pause').textContent = stats.paused ? 'Resume' : 'Pause';
    $('stats-status').textContent = stats.paused ? 'paused' : '';
    stats.prev = null; // the first sample after a pause is a new baseline
  }

  const errorCount = (byStatus) => Object.entries(byStatus || {}).reduce((n, [code, c]) => (code >= '400' ? n + c : n), 0);
  const verdictCount = (s, v) => (s.verdicts && s.verdicts[v]) || 0;

  // addSample turns two cumulative snapshots into one sample of rates and deltas.
  function addSample(s, now) {
    const prev = stats.prev;
    stats.prev = { s, t: now };
    $('stat-total').textContent = fmtInt(s.requests_total);
    const lat = s.latency_ms || {};
    $('stat-latency').textContent = `${fmtNum(lat.p50)} / ${fmtNum(lat.p90)} / ${fmtNum(lat.p99)}`;
    const restarted = prev && s.requests_total < prev.s.requests_total;
    renderStatusTable(s, prev && !restarted ? prev.s : null);
    if (!prev || restarted) return; // a baseline, not a sample
    const dt = Math.max((now - prev.t) / 1000, 0.001);
    const sample = {
      rps: (s.requests_total - prev.s.requests_total) / dt,
      errors: Math.max(0, errorCount(s.by_status) - errorCount(prev.s.by_status)) / dt,
      p50: lat.p50 || 0,
      p90: lat.p90 || 0,
      p99: lat.p99 || 0,
    };
    for (const v of ['safe', 'suspect', 'scam']) sample[v] = Math.max(0, verdictCount(s, v) - verdictCount(prev.s, v));
    stats.samples.push(sample);
    if (stats.samples.length > HISTORY) stats.samples.shift();
    $('stat-rps').textContent = fmtNum(sample.rps);
    $('stat-errors').textContent = fmtNum(sample.errors);
    lineChart($('chart-traffic'), [{ key: 'rps', cls: 's-rps' }]);
    lineChart($('chart-latency'), [{ key: 'p50', cls: 's-p50' }, { key: 'p90', cls: 's-p90' }, { key: 'p99', cls: 's-p99' }]);
    stackedBars($('chart-verdicts'), ['safe', 'suspect', 'scam']);
  }

  function renderStatusTable(s, prev) {
    const codes = Object.keys(s.by_status || {}).sort();
    const rows = codes.map((code) => el('tr', { 'data-testid': 'status-row-' + code },
      el('td', {}, el('span', { className: 'badge http-' + code[0], text: code })),
      el('td', { className: 'num', text: fmtInt(s.by_status[code]) }),
      el('td', { className: 'num', text: prev ? fmtInt(s.by_status[code] - ((prev.by_status || {})[code] || 0)) : '–' })));
    $('stats-status-table').tBodies[0].replaceChildren(...rows);
  }

  // Charts: SVG in a 600×180 viewBox, newest sample at the right edge.
  const SVG_NS = 'http://www.w3.org/2000/svg';
  const CW = 600;
  const CH = 180;
  const PAD = { left: 44, right: 6, top: 8, bottom: 8 };

  function svgEl(tag, attrs, text) {
    const e = document.createElementNS(SVG_NS, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // niceMax rounds v up to 1, 2, 2.5 or 5 times a power of ten.
  function niceMax(v) {
    if (!(v > 0)) return 1;
    const p = 10 ** Math.floor(Math.log10(v));
    for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= v) return m * p;
    return 10 * p;
  }

  const xAt = (i) => CW - PAD.right - (stats.samples.length - 1 - i) * ((CW - PAD.left - PAD.right) / (HISTORY - 1));
  const yAt = (v, max) => CH - PAD.bottom - (v / max) * (CH - PAD.top - PAD.bottom);

  function axes(root, max) {
    for (const f of [0, 0.5, 1]) {
      const y = yAt(max * f, max);
      root.append(svgEl('line', { x1: PAD.left, x2: CW - PAD.right, y1: y, y2: y, class: 'grid' }));
      root.append(svgEl('text', { x: PAD.left - 6, y: y + 4, class: 'axis', 'text-anchor': 'end' }, fmtAxis(max * f)));
    }
  }

  const fmtAxis = (v) => (v >= 1000 ? (v / 1000).toFixed(v >= 10000 ? 0 : 1) + 'k' : v >= 10 || v === 0 ? v.toFixed(0) : v.toFixed(1));

  function lineChart(root, series) {
    const max = niceMax(Math.max(...series.flatMap((se) => stats.samples.map((s) => s[se.key]))));
    root.replaceChildren();
    axes(root, max);
    for (const se of series) {
      const d = stats.samples.map((s, i) => `${i ? 'L' : 'M'}${xAt(i).toFixed(1)},${yAt(s[se.key], max).toFixed(1)}`).join('');
      root.append(svgEl('path', { d, class: 'line ' + se.cls }));
    }
  }

  function stackedBars(root, keys) {
    const max = niceMax(Math.max(...stats.samples.map((s) => keys.reduce((n, k) => n + s[k], 0))));
    const w = Math.max(1, (CW - PAD.left - PAD.right) / HISTORY - 1);
    root.replaceChildren();
    axes(root, max);
    stats.samples.forEach((s, i) => {
      let base = 0;
      for (const k of keys) {
        if (s[k] > 0) {
          const y0 = yAt(base, max);
          const y1 = yAt(base + s[k], max);
          root.append(svgEl('rect', { x: (xAt(i) - w).toFixed(1), y: y1.toFixed(1), width: w.toFixed(1), height: (y0 - y1).toFixed(1), class: 'bar-' + k }));
        }
        base += s[k];
      }
    });
  }

  // ---- Wiring ------------------------------------------------------------------------

  function init() {
    $('signin-form').addEventListener('submit', signIn);
    $('signout').addEventListener('click', () => signOut('Signed out.'));
    window.addEventListener('hashchange', route);

    $('stats-pause').addEventListener('click', togglePause);

    $('accounts-refresh').addEventListener('click', loadAccounts);
    $('account-create-form').addEventListener('submit', createAccount);
    $('account-edit-form').addEventListener('submit', saveAccount);
    $('account-edit-cancel').addEventListener('click', cancelEdit);
    $('account-plan').addEventListener('change', () => syncPlanInputs($('account-plan'), $('account-quota'), $('account-rate')));
    $('account-edit-plan').addEventListener('change', () => syncPlanInputs($('account-edit-plan'), $('account-edit-quota'), $('account-edit-rate')));

    $('keys-account').addEventListener('change', () => {
      hideSecret();
      history.replaceState(null, '', '#keys/' + enc($('keys-account').value));
      loadKeys();
    });
    $('keys-refresh').addEventListener('click', async () => {
      try {
        await fetchAccounts();
      } catch (err) {
        flashError(err);
        return;
      }
      enterKeys($('keys-account').value);
    });
    $('key-create-form').addEventListener('submit', createKey);
    $('key-secret-copy').addEventListener('click', copySecret);
    $('key-secret-dismiss').addEventListener('click', hideSecret);

    for (const s of REPORT_STATUSES) $('reports-status-' + s).addEventListener('click', () => { location.hash = '#reports/' + s; });
    $('reports-refresh').addEventListener('click', () => loadReports());

    $('scams-search-form').addEventListener('submit', searchScams);
    $('scams-prev').addEventListener('click', () => pageScams(-1));
    $('scams-next').addEventListener('click', () => pageScams(1));

    $('playground-form').addEventListener('submit', runCheck);

    if (token()) showApp();
    else showSignIn();
  }

  init();
})();
