package engine_test

import (
	"testing"

	"scamcheck/engine"
)

// TestLegitimateLookAlikes: a brand token that is an everyday word among other
// words, such a word in a path, and a site's own login page stay safe; the
// impersonations they resemble do not.
func TestLegitimateLookAlikes(t *testing.T) {
	e := newTestEngine(t)
	f := func(url string, want engine.Verdict) { t.Helper(); wantURLVerdict(t, e, url, want) }
	f("https://apple-orchard-farm-vermont.com", engine.VerdictSafe)
	// A brand spelt plainly beside other look-alike characters is no homoglyph
	// (0 for o in "50jahre"); the brand written with them is.
	f("https://bahn-reisen-50jahre.com/", engine.VerdictSafe)
	f("https://g00gle-drive.com/", engine.VerdictScam)
	// A domain in the subdomains that the registered domain continues:
	// mobile.de-kaeufer-schutz.com is de-kaeufer-schutz.com. A French or
	// Dutch name's particle is no TLD.
	f("https://mobile.de-kaeufer-schutz.com/", engine.VerdictSuspect)
	f("https://shopping.com-orders-refund.top/", engine.VerdictScam)
	f("https://www.de-la-tour.fr/", engine.VerdictSafe)
	f("https://shop.de-vries.com/", engine.VerdictSafe)
	f("https://code.it-zukunft-schule.de/", engine.VerdictSafe)
	// The same on free hosting: an everyday-word brand among other words, no bait.
	f("https://apple-orchard.github.io/", engine.VerdictSafe)
	f("https://orange-theme.github.io/", engine.VerdictSafe)
	f("https://apple-id-verify.web.app/", engine.VerdictScam)
	// Subdomains that are words near a brand's label: no typo.
	f("https://stream.example.com/", engine.VerdictSafe)
	f("https://apply.university.edu/", engine.VerdictSafe)
	f("https://status.paypal.com/", engine.VerdictSafe)
	// Brands' own other domains: leboncoin's help centre, IONOS Spain, Instagram's short links.
	f("https://assistance.leboncoin.info/hc/fr", engine.VerdictSafe)
	f("https://my.ionos.es/", engine.VerdictSafe)
	f("https://ig.me/1Kx7PqZtR3mWvA2", engine.VerdictSafe)
	f("https://hotel-chamonix.com/booking", engine.VerdictSafe)
	f("https://secure.lakesidecu.org/online-banking/login", engine.VerdictSafe)
	f("https://www.example-books.com/login", engine.VerdictSafe)
	// Sign-in pages in a government's or a university's reserved registry: only
	// the body publishes there. The same pages elsewhere stay judged.
	f("https://weblogin.stanford.edu/idp/profile/SAML2/Redirect/SSO?execution=e1s1", engine.VerdictSafe)
	f("https://idp.ox.ac.uk/idp/profile/SAML2/Redirect/SSO?execution=e1s1", engine.VerdictSafe)
	f("https://eportal.incometax.gov.in/iec/foservices/#/login", engine.VerdictSafe)
	f("https://clegc-gckey.gc.ca/j/eng/l?ReqID=_b7e21f9a4c3d", engine.VerdictSafe)
	f("https://idp-ox-ac-uk.sso-login.top/idp/profile/SAML2/Redirect/SSO", engine.VerdictScam)
	// A clean host named as a university's serves its own sign-in.
	f("https://login.tum.de/idp/profile/SAML2/Redirect/SSO?execution=e1s1", engine.VerdictSafe)
	f("https://webmail.uni-heidelberg.de/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fwebmail.uni-heidelberg.de%2fowa%2f", engine.VerdictSafe)
	f("https://uni-heidelberg-webmail.top/owa/auth/logon.aspx", engine.VerdictSuspect)
	// A short brand ending in a digit does not stand alone before another digit.
	f("o24x7.com", engine.VerdictSafe)
	// An everyday-word brand joined to other words in a subdomain (a Ruby project
	// named zoom), and Google's own blog domain.
	f("http://ruby-zoom.rubyforge.org", engine.VerdictSafe)
	f("https://android-developers.googleblog.com/", engine.VerdictSafe)
	// A platform's name in its community's projects (Ethereum, an everyday-word
	// brand); the Environmental Defense Fund, whose initials are EDF's.
	f("https://ethereumclassic.org/", engine.VerdictSafe)
	f("https://ethereum-magicians.org/", engine.VerdictSafe)
	f("https://www.edf.org/climate", engine.VerdictSafe)
	// A brand's logo among a site's uploads is an image, not a kit's page.
	f("https://baeckerei-schmidt.de/wp-content/uploads/2025/01/paypal-logo.png", engine.VerdictSafe)
	f("https://baeckerei-schmidt.de/wp-content/uploads/2025/03/dhl/sendung/", engine.VerdictSuspect)

	f("https://apple-support-id.com", engine.VerdictSuspect)
	f("icluod.com", engine.VerdictSuspect)
	f("o2-rechnung.info", engine.VerdictSuspect)
	f("https://booking-confirm-guest.com/reservation", engine.VerdictSuspect)
	f("https://example-books.com/paypal/login", engine.VerdictSuspect)
	f("https://secure-login.lakesidecu-verify.top/online-banking/login", engine.VerdictScam)
	f("https://zoom-login.example-host.com", engine.VerdictScam)
	// A brand's domain written with hyphens for its dots; a brand's own domain
	// that merely starts with its name is not one.
	f("https://safe-global.app/welcome", engine.VerdictSuspect)
	f("https://revoke-cash.io", engine.VerdictSuspect)
	f("https://www.paypal-community.com/", engine.VerdictSafe)
	f("https://across-bridge.to", engine.VerdictSuspect)
	// A bank's name joined to its identity check ("Legitimation"); two words of an
	// unpaid toll without a brand.
	f("https://dkb-legitimation-erforderlich.com/", engine.VerdictSuspect)
	f("https://autopista-peaje-pendiente.es/pago", engine.VerdictSuspect)
	f("https://zoom.example-host.com", engine.VerdictScam)
}
