// The capture page's only script (inline, allowed by a per-response CSP nonce). It downsizes each
// photo in the browser (canvas → JPEG, long side at most 2048 px: a 12 MP phone photo of ~4 MB
// becomes ~0.5 MB on a site's weak signal), then uploads photos one at a time with progress, and
// offers a retry when one fails. A photo the browser cannot decode (HEIC on most browsers) is sent
// as it is: the server checks it by content either way.
export const CAPTURE_SCRIPT = String.raw`
(function () {
  "use strict";
  var MAX_SIDE = 2048;
  var input = document.getElementById("photo-input");
  var picker = document.getElementById("picker");
  var list = document.getElementById("uploads");
  var remainingEl = document.getElementById("remaining");
  var closedEl = document.getElementById("closed");
  var endpoint = location.pathname.replace(/\/+$/, "") + "/photos";
  var remaining = Number(remainingEl.textContent);
  var queue = [];
  var busy = false;

  document.querySelectorAll("time[datetime]").forEach(function (t) {
    var d = new Date(t.getAttribute("datetime"));
    if (!isNaN(d)) t.textContent = d.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
  });

  function closeLink(message) {
    input.disabled = true;
    picker.classList.add("disabled");
    picker.setAttribute("aria-disabled", "true");
    closedEl.textContent = message;
    closedEl.hidden = false;
  }

  function setRemaining(n) {
    remaining = n;
    remainingEl.textContent = String(n);
    if (n <= 0) closeLink("All uploads for this link are used. Thank you!");
  }

  function downsize(file) {
    if (!window.createImageBitmap) return Promise.resolve(file);
    return createImageBitmap(file, { imageOrientation: "from-image" })
      .then(function (bmp) {
        var scale = Math.min(1, MAX_SIDE / Math.max(bmp.width, bmp.height));
        var canvas = document.createElement("canvas");
        canvas.width = Math.round(bmp.width * scale);
        canvas.height = Math.round(bmp.height * scale);
        canvas.getContext("2d").drawImage(bmp, 0, 0, canvas.width, canvas.height);
        if (bmp.close) bmp.close();
        return new Promise(function (resolve) {
          canvas.toBlob(function (blob) { resolve(blob || file); }, "image/jpeg", 0.85);
        });
      })
      .catch(function () { return file; });
  }

  function entry(file) {
    var li = document.createElement("li");
    li.className = "upload";
    var thumb = document.createElement("img");
    thumb.alt = "";
    var info = document.createElement("div");
    info.className = "info";
    var name = document.createElement("div");
    name.className = "name";
    name.textContent = file.name || "Photo";
    var bar = document.createElement("progress");
    bar.max = 1;
    bar.value = 0;
    var status = document.createElement("div");
    status.className = "status";
    status.setAttribute("role", "status");
    var retry = document.createElement("button");
    retry.type = "button";
    retry.className = "retry";
    retry.textContent = "Retry";
    retry.hidden = true;
    info.append(name, bar, status, retry);
    li.append(thumb, info);
    list.prepend(li);
    var e = { file: file, blob: null, li: li, bar: bar, status: status, retry: retry, thumb: thumb };
    retry.addEventListener("click", function () { enqueue(e); });
    return e;
  }

  function fail(e, message, canRetry) {
    e.li.className = "upload failed";
    e.status.textContent = message;
    e.retry.hidden = !canRetry;
  }

  function send(e) {
    return new Promise(function (resolve) {
      var xhr = new XMLHttpRequest();
      xhr.open("POST", endpoint);
      xhr.setRequestHeader("Content-Type", e.blob.type || "application/octet-stream");
      xhr.upload.onprogress = function (ev) { if (ev.lengthComputable) e.bar.value = ev.loaded / ev.total; };
      xhr.onload = function () {
        var body = null;
        try { body = JSON.parse(xhr.responseText); } catch (_) {}
        if (xhr.status === 201 && body) {
          e.bar.value = 1;
          e.li.className = "upload done";
          e.status.textContent = "Uploaded ✓";
          setRemaining(body.remaining_uploads);
        } else {
          var message = body && body.error ? body.error.message : "Upload failed (HTTP " + xhr.status + ").";
          var final = xhr.status === 404 || xhr.status === 410;
          fail(e, message, !final);
          if (final) closeLink(message);
        }
        resolve();
      };
      xhr.onerror = function () { fail(e, "Network problem: the photo was not uploaded.", true); resolve(); };
      xhr.send(e.blob);
    });
  }

  function pump() {
    if (busy || queue.length === 0) return;
    busy = true;
    var e = queue.shift();
    e.li.className = "upload active";
    e.retry.hidden = true;
    e.bar.value = 0;
    e.status.textContent = "Preparing…";
    (e.blob ? Promise.resolve(e.blob) : downsize(e.file))
      .then(function (blob) {
        e.blob = blob;
        if (!e.thumb.src) e.thumb.src = URL.createObjectURL(blob);
        e.status.textContent = "Uploading…";
        return send(e);
      })
      .then(function () { busy = false; pump(); });
  }

  function enqueue(e) {
    e.li.className = "upload waiting";
    e.status.textContent = "Waiting…";
    e.retry.hidden = true;
    queue.push(e);
    pump();
  }

  input.addEventListener("change", function () {
    var files = Array.prototype.slice.call(input.files || []);
    files.forEach(function (f) { enqueue(entry(f)); });
    input.value = "";
  });
})();
`;
