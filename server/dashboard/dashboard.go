// Package dashboard is the operator's web page: an offline, dependency-free
// single page (index.html, app.js, style.css) served at / of the admin listener. It
// signs in with the operator token and drives the admin API under /admin/v1.
package dashboard

import (
	"embed"
	"io/fs"
)

//go:embed index.html app.js style.css
var files embed.FS

// FS holds the page's files at its root: index.html, app.js and style.css. Serve it
// with the Content-Security-Policy of index.html also sent as a header, and with
// X-Frame-Options: DENY (a meta tag cannot forbid framing).
var FS fs.FS = files
