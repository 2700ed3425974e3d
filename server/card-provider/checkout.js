/*
 * Local stand-in for Razorpay Standard Checkout (https://checkout.razorpay.com/v1/checkout.js).
 * Exposes the same window.Razorpay API and talks to the local backend that served this file.
 * Plain browser JavaScript with no build step: no eval, no inline event handlers; styles are
 * injected as one <style> element (the site allows inline styles).
 */
/* global window, document, URL, fetch, console */
/* eslint-disable @typescript-eslint/no-this-alias -- ES5-style script: callbacks need the instance */
(function () {
  'use strict';

  if (typeof window === 'undefined' || (window.Razorpay && window.Razorpay.isLocalSimulator)) return;

  var current = document.currentScript;
  var ORIGIN = current && current.src ? new URL(current.src).origin : window.location.origin;
  var STYLE_ID = 'local-checkout-style';
  var counter = 0;

  var CSS = [
    '.lco-backdrop{position:fixed;inset:0;background:rgba(11,57,84,.55);display:flex;align-items:center;justify-content:center;z-index:2147483000;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}',
    '.lco-dialog{background:#fff;color:#1b1b1b;width:min(420px,calc(100vw - 32px));border-radius:12px;box-shadow:0 20px 60px rgba(0,0,0,.35);overflow:hidden}',
    '.lco-head{padding:16px 20px;color:#fff;display:flex;align-items:flex-start;justify-content:space-between;gap:12px}',
    '.lco-head h2{margin:0;font-size:18px;line-height:1.3}',
    '.lco-head p{margin:4px 0 0;font-size:14px;opacity:.9}',
    '.lco-body{padding:16px 20px 20px}',
    '.lco-amount{font-size:28px;font-weight:700;margin:0 0 4px}',
    '.lco-note{font-size:13px;color:#555;margin:0 0 12px}',
    '.lco-status{min-height:20px;font-size:14px;margin:8px 0}',
    '.lco-error{color:#a4161a;font-weight:600}',
    '.lco-actions{display:flex;gap:8px;margin-top:12px}',
    '.lco-actions button{flex:1;font:inherit;font-size:15px;padding:10px 12px;border-radius:8px;cursor:pointer;border:2px solid transparent}',
    '.lco-pay{color:#fff}',
    '.lco-decline{background:#fff;color:#a4161a;border-color:#a4161a!important}',
    '.lco-close{background:transparent;color:#fff;border:2px solid rgba(255,255,255,.7);border-radius:8px;font:inherit;font-size:14px;padding:4px 10px;cursor:pointer}',
    '.lco-dialog button:focus-visible{outline:3px solid #f4a259;outline-offset:2px}',
    '.lco-dialog button:disabled{opacity:.5;cursor:not-allowed}',
  ].join('\n');

  function ensureStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function formatAmount(minor, currency) {
    try {
      return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
        style: 'currency',
        currency: currency,
      }).format(minor / 100);
    } catch {
      return currency + ' ' + (minor / 100).toFixed(2);
    }
  }

  function requestJson(method, path, body) {
    return fetch(ORIGIN + path, {
      method: method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (response) {
      return response
        .json()
        .catch(function () {
          return {};
        })
        .then(function (data) {
          return { ok: response.ok, status: response.status, data: data };
        });
    });
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) throw new TypeError('Razorpay must be called with new');
    if (!options || typeof options !== 'object') throw new TypeError('Razorpay: options must be an object');
    this.options = options;
    this._listeners = {};
    this._ui = null;
    this._order = null;
    this._busy = false;
  }

  Razorpay.isLocalSimulator = true;

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback === 'function')
      (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.open = function () {
    if (this._ui) return this;
    ensureStyle();
    var self = this;
    var options = this.options;
    var id = 'lco-' + ++counter;
    var color = (options.theme && options.theme.color) || '#0b3954';

    var backdrop = el('div', 'lco-backdrop');
    var dialog = el('div', 'lco-dialog');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', id + '-title');
    dialog.setAttribute('aria-describedby', id + '-desc');
    dialog.tabIndex = -1;

    var head = el('div', 'lco-head');
    head.style.background = color;
    var titles = el('div');
    var title = el('h2', '', String(options.name || 'Checkout'));
    title.id = id + '-title';
    var description = el('p', '', String(options.description || ''));
    description.id = id + '-desc';
    titles.appendChild(title);
    titles.appendChild(description);
    var closeButton = el('button', 'lco-close', 'Close');
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', 'Close checkout');
    head.appendChild(titles);
    head.appendChild(closeButton);

    var body = el('div', 'lco-body');
    var amount = el(
      'p',
      'lco-amount',
      formatAmount(Number(options.amount) || 0, String(options.currency || 'INR')),
    );
    var prefill = options.prefill || {};
    var note = el(
      'p',
      'lco-note',
      'Local test checkout: no real money moves.' +
        (prefill.email ? ' Paying as ' + prefill.email + '.' : ''),
    );
    var status = el('p', 'lco-status', 'Checking the order…');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    var actions = el('div', 'lco-actions');
    var payButton = el('button', 'lco-pay', 'Pay ' + amount.textContent);
    payButton.type = 'button';
    payButton.style.background = color;
    var declineButton = el('button', 'lco-decline', 'Decline');
    declineButton.type = 'button';
    payButton.disabled = true;
    declineButton.disabled = true;
    actions.appendChild(payButton);
    actions.appendChild(declineButton);
    body.appendChild(amount);
    body.appendChild(note);
    body.appendChild(status);
    body.appendChild(actions);
    dialog.appendChild(head);
    dialog.appendChild(body);
    backdrop.appendChild(dialog);

    this._ui = {
      backdrop: backdrop,
      dialog: dialog,
      status: status,
      pay: payButton,
      decline: declineButton,
      close: closeButton,
      returnFocus: document.activeElement,
      overflow: document.body.style.overflow,
    };

    closeButton.addEventListener('click', function () {
      self._dismiss();
    });
    payButton.addEventListener('click', function () {
      self._pay('success');
    });
    declineButton.addEventListener('click', function () {
      self._pay('failure');
    });
    dialog.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        if (!(options.modal && options.modal.escape === false)) {
          event.preventDefault();
          self._dismiss();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      var focusable = [closeButton, payButton, declineButton].filter(function (b) {
        return !b.disabled;
      });
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      var first = focusable[0];
      var last = focusable[focusable.length - 1];
      var index = focusable.indexOf(document.activeElement);
      if (event.shiftKey && index <= 0) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (index === -1 || index === focusable.length - 1)) {
        event.preventDefault();
        first.focus();
      }
    });

    document.body.appendChild(backdrop);
    document.body.style.overflow = 'hidden';
    dialog.focus();
    this._checkOrder();
    return this;
  };

  Razorpay.prototype._refuse = function (reason) {
    console.error('[local checkout] ' + reason);
    if (!this._ui) return;
    this._ui.status.textContent = reason;
    this._ui.status.className = 'lco-status lco-error';
    this._ui.status.setAttribute('role', 'alert');
    this._ui.pay.disabled = true;
    this._ui.decline.disabled = true;
    this._ui.close.focus();
  };

  Razorpay.prototype._checkOrder = function () {
    var self = this;
    var options = this.options;
    if (!options.key) return this._refuse('Checkout refused: the "key" option is missing.');
    if (!options.order_id) return this._refuse('Checkout refused: the "order_id" option is missing.');
    requestJson(
      'GET',
      '/checkout/v1/orders/' +
        encodeURIComponent(options.order_id) +
        '?key_id=' +
        encodeURIComponent(options.key),
    )
      .then(function (result) {
        if (!self._ui) return;
        if (!result.ok) {
          var why =
            (result.data && result.data.error && result.data.error.description) || 'HTTP ' + result.status;
          return self._refuse('Checkout refused: unknown order_id "' + options.order_id + '" (' + why + ').');
        }
        var order = result.data;
        if (Number(options.amount) !== order.amount || String(options.currency || 'INR') !== order.currency) {
          return self._refuse(
            'Checkout refused: the amount ' +
              formatAmount(Number(options.amount) || 0, String(options.currency || 'INR')) +
              ' differs from the order amount ' +
              formatAmount(order.amount, order.currency) +
              '.',
          );
        }
        if (order.status === 'paid')
          return self._refuse('Checkout refused: this order has already been paid.');
        self._order = order;
        self._ui.status.textContent =
          'Choose Pay to complete a successful test payment, or Decline to simulate a failure.';
        self._ui.pay.disabled = false;
        self._ui.decline.disabled = false;
        if (document.activeElement === self._ui.dialog) self._ui.pay.focus();
      })
      .catch(function (error) {
        self._refuse(
          'Checkout refused: the local payment service cannot be reached (' + error.message + ').',
        );
      });
  };

  Razorpay.prototype._pay = function (outcome) {
    if (this._busy || !this._order || !this._ui) return;
    var self = this;
    var ui = this._ui;
    this._busy = true;
    ui.pay.disabled = true;
    ui.decline.disabled = true;
    ui.status.className = 'lco-status';
    ui.status.setAttribute('role', 'status');
    ui.status.textContent = 'Processing payment…';
    requestJson('POST', '/checkout/v1/payments', {
      key: this.options.key,
      order_id: this._order.id,
      amount: this._order.amount,
      currency: this._order.currency,
      email: (this.options.prefill && this.options.prefill.email) || '',
      contact: (this.options.prefill && this.options.prefill.contact) || '',
      outcome: outcome,
    })
      .then(function (result) {
        self._busy = false;
        var data = result.data || {};
        if (result.ok && data.razorpay_payment_id) {
          self._teardown();
          if (typeof self.options.handler === 'function') self.options.handler(data);
          return;
        }
        var error = data.error || {
          code: 'SERVER_ERROR',
          description: 'Payment could not be processed (HTTP ' + result.status + ').',
        };
        ui.status.textContent = 'Payment failed: ' + error.description;
        ui.status.className = 'lco-status lco-error';
        ui.status.setAttribute('role', 'alert');
        ui.pay.disabled = false;
        ui.decline.disabled = false;
        ui.pay.focus();
        self._emit('payment.failed', { error: error });
      })
      .catch(function (error) {
        self._busy = false;
        ui.pay.disabled = false;
        ui.decline.disabled = false;
        var failure = {
          code: 'NETWORK_ERROR',
          description: 'The local payment service cannot be reached (' + error.message + ').',
        };
        ui.status.textContent = 'Payment failed: ' + failure.description;
        self._emit('payment.failed', { error: failure });
      });
  };

  Razorpay.prototype._teardown = function () {
    var ui = this._ui;
    if (!ui) return;
    this._ui = null;
    ui.backdrop.remove();
    document.body.style.overflow = ui.overflow;
    if (ui.returnFocus && typeof ui.returnFocus.focus === 'function') ui.returnFocus.focus();
  };

  Razorpay.prototype._dismiss = function () {
    if (!this._ui) return;
    this._teardown();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  /** Closes the checkout as the user's Close would. */
  Razorpay.prototype.close = function () {
    this._dismiss();
  };

  window.Razorpay = Razorpay;
})();
