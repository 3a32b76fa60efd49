package engine

import "testing"

// TestBrandInTextNeedsAName: a text names a brand by its name, never by an everyday
// word that a brand's key or display name also is ("safe", "gate").
func TestBrandInTextNeedsAName(t *testing.T) {
	e := newFuzzEngine(t)
	f := func(text, want string) {
		t.Helper()
		var res Result
		e.prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		s := e.text.prepareText(&res)
		got := ""
		if b := e.phish.brandInText(s); b >= 0 {
			got = e.phish.brands[b].display
		}
		if got != want {
			t.Errorf("%q: brand %q; want %q", text, got, want)
		}
	}
	f("Stay safe, see you at the gate at 6.", "")
	f("Your wise choice: the orange one, next week.", "")
	f("Hi, it's Max. Tim and Otto say the ledger is in my boots.", "")
	f("Sei anni fa, a near miss: le ton de sa voix, the base of the curve.", "")
	f("Your GMX mailbox is full.", "") // the mail provider, not a crypto exchange
	f("PayPal: your account is limited.", "PayPal")
	f("Claim your Hyperliquid airdrop now.", "Hyperliquid")
	f("Connect your Safe (Gnosis Safe) to claim.", "Safe (Gnosis Safe)")
	// A brand whose name is written as a domain ("GOV.UK", "Booking.com") is
	// not named by every link.
	f("Visit the Help Centre at help.example.com or www.acme.org.", "")
	f("Netflix: update your payment at netflix.com/account", "Netflix")
}
