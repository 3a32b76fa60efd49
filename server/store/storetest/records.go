package storetest

import (
	"maps"
	"slices"
	"testing"
	"time"

	"scamcheck/server/store"
)

// The behaviour of each kind of record: accounts, keys, reports, known scams,
// usage counters and idempotent responses.

func testAccounts(t *testing.T, o Opener) {
	s, _ := open(t, o)
	ctx := t.Context()
	_, err := s.Account(ctx, "acc_missing")
	wantNotFound(t, "Account(missing)", err)
	list, err := s.Accounts(ctx)
	must(t, err)
	if len(list) != 0 {
		t.Fatalf("Accounts of an empty store: got %d; want 0", len(list))
	}

	a := store.Account{ID: "acc_1", Name: "Acme", Plan: "business", MonthlyQuota: 100000, RateLimitPerMinute: 600, CreatedAt: t0}
	b := store.Account{ID: "acc_2", Name: "Beta", Plan: "enterprise", CreatedAt: t0.Add(time.Hour)}
	must(t, s.PutAccount(ctx, &a))
	must(t, s.PutAccount(ctx, &b))
	got, err := s.Account(ctx, "acc_1")
	must(t, err)
	wantEqual(t, "Account(acc_1)", *got, a)

	a.Plan, a.MonthlyQuota = "starter", 10000
	must(t, s.PutAccount(ctx, &a))
	got, err = s.Account(ctx, "acc_1")
	must(t, err)
	wantEqual(t, "Account(acc_1) after replace", *got, a)

	list, err = s.Accounts(ctx)
	must(t, err)
	wantEqual(t, "Accounts", sortedBy(list, func(a store.Account) string { return a.ID }), []store.Account{a, b})

	if err := s.PutAccount(ctx, &store.Account{Name: "no id"}); err == nil {
		t.Fatalf("PutAccount without id: got nil error; want an error")
	}
}

func testKeys(t *testing.T, o Opener) {
	s, _ := open(t, o)
	ctx := t.Context()
	_, err := s.Key(ctx, "key_missing")
	wantNotFound(t, "Key(missing)", err)
	wantNotFound(t, "DeleteKey(missing)", s.DeleteKey(ctx, "key_missing"))

	k1 := store.Key{ID: "key_1", AccountID: "acc_1", Name: "prod", Type: "live", Prefix: "svc_live_", CreatedAt: t0, UpdatedAt: t0}
	k1.Hash[0], k1.Hash[31] = 0xab, 0xcd
	k2 := store.Key{ID: "key_2", AccountID: "acc_2", Name: "ci", Type: "test", Prefix: "svc_test_", CreatedAt: t0, UpdatedAt: t0}
	must(t, s.PutKey(ctx, &k1))
	must(t, s.PutKey(ctx, &k2))
	got, err := s.Key(ctx, "key_1")
	must(t, err)
	wantEqual(t, "Key(key_1)", *got, k1)

	k1.Hash[5], k1.UpdatedAt = 0x42, t0.Add(time.Minute)
	must(t, s.PutKey(ctx, &k1))
	got, err = s.Key(ctx, "key_1")
	must(t, err)
	wantEqual(t, "Key(key_1) after regeneration", *got, k1)

	keys, err := s.Keys(ctx)
	must(t, err)
	wantEqual(t, "Keys", sortedBy(keys, func(k store.Key) string { return k.ID }), []store.Key{k1, k2})

	must(t, s.DeleteKey(ctx, "key_1"))
	_, err = s.Key(ctx, "key_1")
	wantNotFound(t, "Key after DeleteKey", err)
	wantNotFound(t, "second DeleteKey", s.DeleteKey(ctx, "key_1"))
	keys, err = s.Keys(ctx)
	must(t, err)
	wantEqual(t, "Keys after DeleteKey", keys, []store.Key{k2})
}

func newReport(id, account, env, subject string, at time.Time) store.Report {
	return store.Report{
		ID: id, AccountID: account, Env: env, Subject: subject,
		Content: "Win a PRIZE at http://x.example", Normalized: "win a prize at http://x.example",
		ContentType: "sms", ScamType: "lottery", Description: "got it today",
		Status: store.ReportPending, CreatedAt: at,
	}
}

func testReportIdentity(t *testing.T, o Opener) {
	s, _ := open(t, o)
	ctx := t.Context()
	_, err := s.Report(ctx, "rep_missing")
	wantNotFound(t, "Report(missing)", err)

	first := newReport("rep_1", "acc_1", "live", "subj_a", t0)
	f := func(r store.Report, wantID string, wantCreated bool) {
		t.Helper()
		stored, created, err := s.AddReport(ctx, &r)
		must(t, err)
		if created != wantCreated || stored.ID != wantID {
			t.Fatalf("AddReport(%s: %s/%s/%s): got id %s, created %v; want id %s, created %v",
				r.ID, r.AccountID, r.Env, r.Subject, stored.ID, created, wantID, wantCreated)
		}
		if created {
			wantEqual(t, "stored report", *stored, r)
		}
	}
	f(first, "rep_1", true)
	// The same account, env and subject: the first report comes back, unchanged.
	again := newReport("rep_2", "acc_1", "live", "subj_a", t0.Add(time.Hour))
	again.Description = "a second time"
	f(again, "rep_1", false)
	stored, _, err := s.AddReport(ctx, &again)
	must(t, err)
	wantEqual(t, "report returned for a repeat", *stored, first)
	_, err = s.Report(ctx, "rep_2")
	wantNotFound(t, "Report of a repeat", err)
	// Another env, another account or another subject is another report.
	f(newReport("rep_3", "acc_1", "test", "subj_a", t0), "rep_3", true)
	f(newReport("rep_4", "acc_2", "live", "subj_a", t0), "rep_4", true)
	f(newReport("rep_5", "acc_1", "live", "subj_b", t0), "rep_5", true)
	f(newReport("rep_6", "acc_1", "live", "subj_a", t0), "rep_1", false)

	got, err := s.Report(ctx, "rep_1")
	must(t, err)
	wantEqual(t, "Report(rep_1)", *got, first)
}

func reportIDs(rs []store.Report) []string {
	ids := make([]string, 0, len(rs))
	for _, r := range rs {
		ids = append(ids, r.ID)
	}
	return ids
}

func testReportsFilterAndOrder(t *testing.T, o Opener) {
	s, _ := open(t, o)
	ctx := t.Context()
	add := func(id, env, status string, at time.Time) {
		t.Helper()
		r := newReport(id, "acc_"+id, env, "subj", at)
		r.Status = status
		_, created, err := s.AddReport(ctx, &r)
		must(t, err)
		if !created {
			t.Fatalf("AddReport(%s): got created false; want true", id)
		}
	}
	// Inserted out of time order; r_b and r_c share a time (ties by id).
	add("r_d", "live", store.ReportPending, t0.Add(3*time.Hour))
	add("r_c", "live", store.ReportConfirmed, t0.Add(time.Hour))
	add("r_a", "test", store.ReportPending, t0)
	add("r_b", "live", store.ReportRejected, t0.Add(time.Hour))
	add("r_e", "test", store.ReportConfirmed, t0.Add(2*time.Hour))

	f := func(env, status string, want ...string) {
		t.Helper()
		rs, err := s.Reports(ctx, env, status)
		must(t, err)
		if got := reportIDs(rs); !slices.Equal(got, want) {
			t.Fatalf("Reports(%q, %q): got %v; want %v", env, status, got, want)
		}
	}
	f("", "", "r_a", "r_b", "r_c", "r_e", "r_d")
	f("live", "", "r_b", "r_c", "r_d")
	f("test", "", "r_a", "r_e")
	f("", store.ReportPending, "r_a", "r_d")
	f("", store.ReportConfirmed, "r_c", "r_e")
	f("live", store.ReportRejected, "r_b")
	f("test", store.ReportRejected)
	f("other", "")
}

func testReportStatus(t *testing.T, o Opener) {
	s, _ := open(t, o)
	ctx := t.Context()
	_, err := s.SetReportStatus(ctx, "rep_missing", store.ReportConfirmed)
	wantNotFound(t, "SetReportStatus(missing)", err)
	r := newReport("rep_1", "acc_1", "live", "subj", t0)
	_, _, err = s.AddReport(ctx, &r)
	must(t, err)
	f := func(status, wantPrevious string) {
		t.Helper()
		previous, err := s.SetReportStatus(ctx, "rep_1", status)
		must(t, err)
		if previous != wantPrevious {
			t.Fatalf("SetReportStatus(rep_1, %s): got previous status %q; want %q", status, previous, wantPrevious)
		}
	}
	f(store.ReportRejected, store.ReportPending)
	f(store.ReportConfirmed, store.ReportRejected)
	f(store.ReportConfirmed, store.ReportConfirmed)
	got, err := s.Report(ctx, "rep_1")
	must(t, err)
	r.Status = store.ReportConfirmed
	wantEqual(t, "Report after SetReportStatus", *got, r)
	// The identity still holds after a status change.
	dup := newReport("rep_2", "acc_1", "live", "subj", t0)
	stored, created, err := s.AddReport(ctx, &dup)
	must(t, err)
	if created || stored.Status != store.ReportConfirmed {
		t.Fatalf("AddReport repeat after confirm: got created %v, status %s; want false, %s", created, stored.Status, store.ReportConfirmed)
	}
}

func testKnownScams(t *testing.T, o Opener) {
	s, _ := open(t, o)
	ctx := t.Context()
	list, err := s.KnownScams(ctx, "live")
	must(t, err)
	if len(list) != 0 {
		t.Fatalf("KnownScams of an empty store: got %d; want 0", len(list))
	}
	k1 := store.KnownScam{ID: "ks_1", Env: "live", Subject: "subj_1", Content: "http://paypa1.example/login",
		ContentType: "url", ScamType: "phishing_banking", Brand: "paypal", Score: 97, ReportCount: 3, Confirmed: true, FirstSeenAt: t0}
	k2 := store.KnownScam{ID: "ks_2", Env: "live", Subject: "subj_2", Content: "you won", ContentType: "sms",
		ScamType: "lottery", Score: 80, ReportCount: 1, FirstSeenAt: t0.Add(time.Hour)}
	k3 := store.KnownScam{ID: "ks_3", Env: "test", Subject: "subj_3", Content: "fixture", ContentType: "sms",
		ScamType: "lottery", Score: 90, ReportCount: 1, Confirmed: true, FirstSeenAt: t0}
	for _, k := range []*store.KnownScam{&k1, &k2, &k3} {
		must(t, s.PutKnownScam(ctx, k))
	}
	k2.Confirmed, k2.ReportCount = true, 3
	must(t, s.PutKnownScam(ctx, &k2)) // based on version 1, which it read
	if k1.Version != 1 || k2.Version != 2 || k3.Version != 1 {
		t.Fatalf("versions after PutKnownScam: got %d, %d, %d; want 1, 2, 1", k1.Version, k2.Version, k3.Version)
	}

	f := func(env string, want ...store.KnownScam) {
		t.Helper()
		got, err := s.KnownScams(ctx, env)
		must(t, err)
		byID := func(k store.KnownScam) string { return k.ID }
		wantEqual(t, "KnownScams("+env+")", sortedBy(got, byID), sortedBy(want, byID))
	}
	f("live", k1, k2)
	f("test", k3)
	f("other")
}

func testUsage(t *testing.T, o Opener) {
	s, _ := open(t, o)
	ctx := t.Context()
	f := func(period string, want map[string]int64) {
		t.Helper()
		got, err := s.Usage(ctx, period)
		must(t, err)
		if !maps.Equal(got, want) {
			t.Fatalf("Usage(%s): got %v; want %v", period, got, want)
		}
	}
	f("live:2026-11", map[string]int64{})
	must(t, s.AddUsage(ctx, "live:2026-11", map[string]int64{"acc_1": 5, "acc_2": 1}))
	must(t, s.AddUsage(ctx, "live:2026-11", map[string]int64{"acc_1": 7, "acc_3": 2}))
	must(t, s.AddUsage(ctx, "live:2026-11-05", map[string]int64{"acc_1": 3}))
	must(t, s.AddUsage(ctx, "test:2026-11", map[string]int64{"acc_1": 1}))
	must(t, s.AddUsage(ctx, "live:2026-11", nil))
	f("live:2026-11", map[string]int64{"acc_1": 12, "acc_2": 1, "acc_3": 2})
	f("live:2026-11-05", map[string]int64{"acc_1": 3})
	f("test:2026-11", map[string]int64{"acc_1": 1})
	f("live:2026-12", map[string]int64{})
}

func testIdempotentExpiry(t *testing.T, o Opener) {
	s, clock := open(t, o)
	ctx := t.Context()
	_, err := s.GetIdempotent(ctx, "acc_1", "idem-1")
	wantNotFound(t, "GetIdempotent(missing)", err)

	r := store.Idempotent{AccountID: "acc_1", Key: "idem-1", BodyHash: 0xfeedface12345678, Status: 201,
		Body: []byte(`{"id":"rep_1","status":"received"}`), Expires: clock.Now().Add(24 * time.Hour)}
	must(t, s.PutIdempotent(ctx, &r))
	got, err := s.GetIdempotent(ctx, "acc_1", "idem-1")
	must(t, err)
	wantEqual(t, "GetIdempotent", *got, r)
	_, err = s.GetIdempotent(ctx, "acc_2", "idem-1")
	wantNotFound(t, "GetIdempotent of another account", err)

	// A second record that lives longer than the first.
	r2 := r
	r2.Key, r2.Expires = "idem-2", clock.Now().Add(48*time.Hour)
	must(t, s.PutIdempotent(ctx, &r2))

	clock.Advance(24*time.Hour - time.Second)
	_, err = s.GetIdempotent(ctx, "acc_1", "idem-1")
	must(t, err)
	clock.Advance(time.Second)
	_, err = s.GetIdempotent(ctx, "acc_1", "idem-1")
	wantNotFound(t, "GetIdempotent at expiry", err)

	// A write after the expiry (which may purge expired records) keeps live ones.
	r3 := r
	r3.Key, r3.Expires = "idem-3", clock.Now().Add(24*time.Hour)
	must(t, s.PutIdempotent(ctx, &r3))
	_, err = s.GetIdempotent(ctx, "acc_1", "idem-1")
	wantNotFound(t, "GetIdempotent after purge", err)
	got, err = s.GetIdempotent(ctx, "acc_1", "idem-2")
	must(t, err)
	wantEqual(t, "GetIdempotent(idem-2) after purge", *got, r2)

	// Replacing a record moves its expiry.
	r2.Expires = clock.Now().Add(72 * time.Hour)
	must(t, s.PutIdempotent(ctx, &r2))
	clock.Advance(48 * time.Hour)
	got, err = s.GetIdempotent(ctx, "acc_1", "idem-2")
	must(t, err)
	wantEqual(t, "GetIdempotent(idem-2) after replace", *got, r2)
	_, err = s.GetIdempotent(ctx, "acc_1", "idem-3")
	wantNotFound(t, "GetIdempotent(idem-3) after expiry", err)
}

func testReserveIdempotent(t *testing.T, o Opener) {
	s, _ := open(t, o)
	ctx := t.Context()
	reserve := func(account, key string, want bool) string {
		t.Helper()
		token, ok, err := s.ReserveIdempotent(ctx, account, key, time.Minute)
		must(t, err)
		if ok != want {
			t.Fatalf("ReserveIdempotent(%s, %s): got %v; want %v", account, key, ok, want)
		}
		return token
	}
	first := reserve("acc_1", "idem-1", true)
	reserve("acc_1", "idem-1", false)
	reserve("acc_2", "idem-1", true) // another account's key
	reserve("acc_1", "idem-2", true)

	must(t, s.ReleaseIdempotent(ctx, "acc_1", "idem-1", "not-the-token"))
	reserve("acc_1", "idem-1", false)
	must(t, s.ReleaseIdempotent(ctx, "acc_1", "idem-1", first))
	second := reserve("acc_1", "idem-1", true)
	if second == first {
		t.Fatalf("ReserveIdempotent gave token %q twice", first)
	}
	reserve("acc_1", "idem-1", false)
	// Releasing a released token again frees nothing.
	must(t, s.ReleaseIdempotent(ctx, "acc_1", "idem-1", first))
	reserve("acc_1", "idem-1", false)
}

// testReservationExpiry: a reservation ends at its ttl, and then its token no longer
// releases anything. Redis counts the ttl on its own clock and Bolt on the store's,
// so the wait moves both and only ends when the key is free (or at the deadline).
func testReservationExpiry(t *testing.T, o Opener) {
	s, clock := open(t, o)
	ctx := t.Context()
	const ttl = 200 * time.Millisecond
	stale, ok, err := s.ReserveIdempotent(ctx, "acc_1", "idem-1", ttl)
	must(t, err)
	if !ok {
		t.Fatal("ReserveIdempotent of a free key: got false")
	}
	var token string
	deadline := time.Now().Add(waitTimeout)
	for {
		token, ok, err = s.ReserveIdempotent(ctx, "acc_1", "idem-1", time.Minute)
		must(t, err)
		if ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("reservation with ttl %s still held after %s", ttl, waitTimeout)
		}
		clock.Advance(ttl / 4)
		time.Sleep(ttl / 4)
	}

	// The expired reservation's token does not free the one that took its place.
	must(t, s.ReleaseIdempotent(ctx, "acc_1", "idem-1", stale))
	if _, ok, err := s.ReserveIdempotent(ctx, "acc_1", "idem-1", time.Minute); err != nil || ok {
		t.Fatalf("ReserveIdempotent after release with a stale token: got %v, %v; want false", ok, err)
	}
	must(t, s.ReleaseIdempotent(ctx, "acc_1", "idem-1", token))
	if _, ok, err := s.ReserveIdempotent(ctx, "acc_1", "idem-1", time.Minute); err != nil || !ok {
		t.Fatalf("ReserveIdempotent after release: got %v, %v; want true", ok, err)
	}
}
