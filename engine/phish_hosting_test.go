package engine_test

import (
	"testing"

	"scamcheck/engine"
)

// TestFreeHostingJudgedByPage: a page on a free hosting platform is as good as
// what it shows. A project, a shop or a club stays safe; a throw-away name, a
// brand, a bait word or a login path lifts it.
func TestFreeHostingJudgedByPage(t *testing.T) {
	e := newTestEngine(t)
	f := func(url string, want engine.Verdict) { t.Helper(); wantURLVerdict(t, e, url, want) }
	f("mozilla.github.io", engine.VerdictSafe)
	f("rust-lang.github.io", engine.VerdictSafe)
	f("https://rust-lang.github.io/rustup/", engine.VerdictSafe)
	f("https://boulangerie-martin.wixsite.com/accueil", engine.VerdictSafe)
	f("https://chessclub-leeds.blogspot.com/", engine.VerdictSafe)
	f("https://google.github.io/flatbuffers/", engine.VerdictSafe)   // Google's own account
	f("https://awesome-github-lists.github.io/", engine.VerdictSafe) // the platform's own brand
	// Long names joined from words (phish_dict.go): a blog's, a shop's.
	f("https://birdingnorfolkcoast.wordpress.com/2025/03/14/first-wheatear-of-spring/", engine.VerdictSafe)
	f("https://maplestreetflorist.square.site/shop", engine.VerdictSafe)
	f("https://lacocinadelaabuela-recetas.blogspot.com/2024/11/cocido-madrileno.html", engine.VerdictSafe)
	// Words around a name the dictionary lacks; a project named in hyphenated words.
	f("https://hikingthecotswolds.wordpress.com/", engine.VerdictSafe)
	f("https://vue-weather-dashboard-demo.netlify.app/", engine.VerdictSafe)
	// A brand's name starting a word of the path (phish_path.go), not a word that
	// merely starts with one (Interac).
	f("https://someone.github.io/netflixclone/", engine.VerdictSuspect)
	f("https://anna-garcia.github.io/instagramhelp", engine.VerdictSuspect)
	f("https://codehaus-plexus.github.io/plexus-interactivity/", engine.VerdictSafe)
	// A double hyphen for a dot, four hyphens between made-up words; the
	// social-account appeal kits.
	f("https://uphold--com-cdn.webflow.io/", engine.VerdictSuspect)
	f("https://vorlak-biz-kendra-polsk-mirvan.pages.dev/", engine.VerdictSuspect)
	f("https://copyrightappealcenter.vercel.app/get_help", engine.VerdictSuspect)

	f("https://shiny-meadow-7f3a.pages.dev", engine.VerdictSuspect)
	f("https://my-site-100695.weeblysite.com/", engine.VerdictSuspect)
	f("https://warningnoticemarketstorm.vercel.app/", engine.VerdictSuspect)
	f("https://hello-world.pages.dev/signin", engine.VerdictSuspect)
	f("https://hello-world.pages.dev/wallet/connect", engine.VerdictSuspect)
	f("https://m365-mailbox-quota.firebaseapp.com", engine.VerdictScam)
	f("https://paypal-resolution.vercel.app/", engine.VerdictScam)
	f("https://netflix-account.web.app/", engine.VerdictScam)
	f("https://ing-mobile.netlify.app/login", engine.VerdictScam)
	// On Blogger, which Google owns, a blog named after Google without a bait word is
	// Google's own; with one it is not; where anyone deploys an app, Google's name
	// stays impersonation.
	f("https://googleprojectzero.blogspot.com/", engine.VerdictSafe)
	f("https://google-login-verify.blogspot.com/", engine.VerdictScam)
	f("https://google-docs.web.app/", engine.VerdictScam)
	// A platform's own site (its www host, the hosts its brand lists, the domain
	// where it is a brand) is no user's page: its sign-in is safe; a user's page with a
	// bait word on the same domain is not. So are a payment provider's checkout pages.
	f("https://app.netlify.com/login", engine.VerdictSafe)
	f("https://www.weebly.com/login", engine.VerdictSafe)
	f("https://www.squarespace.com/login", engine.VerdictSafe)
	f("https://vercel.com/login", engine.VerdictSafe)
	f("https://webflow.com/dashboard/login", engine.VerdictSafe)
	f("https://evil-login.netlify.com/", engine.VerdictSuspect)
	f("https://secure-login.weebly.com/", engine.VerdictSuspect)
	f("https://vercel-login.com/", engine.VerdictScam)
	f("https://supabase.com/dashboard/sign-in", engine.VerdictSafe)
	f("https://form.typeform.com/to/Ab12Cd34", engine.VerdictSafe) // a form builder's form: nothing on it
	f("https://form.jotform.com/230412345678", engine.VerdictSafe)
	// Payment providers' hosted checkout and pay-by-link pages.
	f("https://checkoutshopper-live.adyen.com/checkoutshopper/payByLink.shtml?d=PL3F8A2B1C9D", engine.VerdictSafe)
	f("https://pay.gocardless.com/billing/static/flow", engine.VerdictSafe)
	f("https://adyen-payment-verify.com/checkout", engine.VerdictSuspect)
}

// TestBrandOwnPlatform: blogspot.com is among Google's domains (Blogger), yet a
// user's page there is not protected as Google's.
func TestBrandOwnPlatform(t *testing.T) {
	e := newTestEngine(t)
	if e.Protected([]byte("https://gacc-review.blogspot.com/"), engine.TypeUnknown) {
		t.Error("a user's page on blogspot.com is protected as Google's")
	}
	if !e.Protected([]byte("https://blogspot.com/"), engine.TypeUnknown) {
		t.Error("blogspot.com itself is not protected")
	}
}

// wantURLVerdict fails t unless url's verdict is want, naming the phishing
// layer's findings.
func wantURLVerdict(t *testing.T, e *engine.Engine, url string, want engine.Verdict) {
	t.Helper()
	res := analyzeURL(t, e, url)
	if res.Verdict != want {
		t.Fatalf("%s: got verdict %s (score %d, %s); want %s", url, res.Verdict, res.Score, res.Layers[engine.LayerPhishing].Details, want)
	}
}

// TestSharedWebPage: a web page shared as a file on a file-sharing service is
// suspect; a document shared there, or the service's own pages, are not.
func TestSharedWebPage(t *testing.T) {
	e := newTestEngine(t)
	f := func(url string, want engine.Verdict) { t.Helper(); wantURLVerdict(t, e, url, want) }
	f("https://www.dropbox.com/scl/fi/8x2kq1z/Facture_2026-0211.html?rlkey=r7pq2&dl=0", engine.VerdictSuspect)
	f("https://dl.dropboxusercontent.com/s/k2j/Remittance-Advice.htm", engine.VerdictSuspect)
	f("https://contoso-my.sharepoint.com/personal/jdoe/Documents/Invoice_8841.SHTML", engine.VerdictSuspect)
	f("https://www.dropbox.com/scl/fi/8x2kq1z/Facture_2026-0211.pdf?rlkey=r7pq2&dl=0", engine.VerdictSafe)
	f("https://www.dropbox.com/features/share/file-sharing", engine.VerdictSafe)
}

// TestStorageBuckets: an object-storage bucket holds downloads; a web page kept
// there is a form outside any site. The names the platform writes into its hosts
// (R2's pub-<hex>, S3's region labels, Netlify's deploy previews) say nothing of
// the owner, and a year is no batch number. The rules alone: the URL model reads
// words of its own (phish_urlmodel_test.go).
func TestStorageBuckets(t *testing.T) {
	e := newRulesEngine(t)
	f := func(url string, want engine.Verdict) { t.Helper(); wantURLVerdict(t, e, url, want) }
	f("https://pub-8d2e4f1a6b3c49e7a0f5d1c2b8e9a7f3.r2.dev/releases/v2.4.1/fernwood-cli-linux-amd64.tar.gz", engine.VerdictSafe)
	f("https://pub-757d90453ebc4e1f90aa31f9b6b8d6e1.r2.dev/gp.html", engine.VerdictSuspect)
	f("https://s3.amazonaws.com/mybucket/report-2025.pdf", engine.VerdictSafe)
	f("https://s3.amazonaws.com/secure-o365-fax-message/voicemail/playback.html", engine.VerdictSuspect)
	f("https://s3.us-east-1.amazonaws.com/invoice-viewer-2025/index.html?ref=inv-20815", engine.VerdictSuspect)
	f("https://storage.googleapis.com/teams-meeting-invite-7734/join.html?mid=19", engine.VerdictSuspect)
	f("https://storage.googleapis.com/fernwood-releases/v2.4.1/fernwood.tar.gz", engine.VerdictSafe)
	f("https://lintforge-docs.s3-website-us-east-1.amazonaws.com/latest/", engine.VerdictSafe)
	f("https://deploy-preview-412--hearthstack-docs.netlify.app/guides/getting-started/", engine.VerdictSafe)
	f("https://emmaandjoel2026.wixsite.com/wedding/rsvp", engine.VerdictSafe)
	f("https://maxavaw745.wixsite.com/home", engine.VerdictSuspect)
}

// TestDocsPaths: below a documentation, help-centre or blog folder, a page's
// words are an article's title; in a CMS's system folders or in a server script
// they are a kit's. The rules alone, as TestStorageBuckets.
func TestDocsPaths(t *testing.T) {
	e := newRulesEngine(t)
	f := func(url string, want engine.Verdict) { t.Helper(); wantURLVerdict(t, e, url, want) }
	f("https://authlane.github.io/authlane-js/guides/login-flow/", engine.VerdictSafe)
	f("https://authlane.github.io/authlane-js/login-flow/", engine.VerdictSuspect)
	f("https://meshlink.gitbook.io/docs/api-reference/authentication", engine.VerdictSafe)
	f("http://graficsimonetta.altervista.org/wp-content/plugins/wordpress-seo/blocks/structured-data-blocks/faq/CET/verification/", engine.VerdictSuspect)
	f("https://hello-world.pages.dev/docs/wallet/connect", engine.VerdictSafe)
	f("https://hello-world.pages.dev/docs/wallet/connect.php", engine.VerdictSuspect)
}
