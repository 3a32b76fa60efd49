// Package store is the durable state behind the server: accounts, keys, reports,
// known scams, usage counters and idempotent responses. Two implementations pass
// one shared test suite (storetest): Bolt, an embedded single-file store (default),
// and Redis, shared by many nodes (cluster mode).
//
// The server keeps every hot decision in memory and uses the store for durability
// and for hearing about changes (Watch), never on the request path of a check.
package store

import (
	"context"
	"errors"
	"time"
)

// Errors returned by every implementation.
var (
	// ErrNotFound: no record with that id.
	ErrNotFound = errors.New("not found")
	// ErrUnavailable: the backing store cannot be reached; the caller should answer 503.
	ErrUnavailable = errors.New("store unavailable")
	// ErrConflict: a compare-and-set write lost; the record is no longer at the
	// version the write was based on (another writer stored a newer one).
	ErrConflict = errors.New("version conflict")
)

// Account is a customer account. Plan is one of free, premium, starter, business,
// enterprise. MonthlyQuota and RateLimitPerMinute are set for every account (the
// server fills them from the plan table; enterprise ones are custom, 0 = unlimited).
type Account struct {
	ID                 string    `json:"id"`
	Name               string    `json:"name"`
	Plan               string    `json:"plan"`
	MonthlyQuota       int64     `json:"monthly_quota"`
	RateLimitPerMinute int64     `json:"rate_limit_per_minute"`
	CreatedAt          time.Time `json:"created_at"`
}

// Key is an API key. The secret is never stored: only its SHA-256 hash.
type Key struct {
	ID        string    `json:"id"`
	AccountID string    `json:"account_id"`
	Name      string    `json:"name"`
	Type      string    `json:"type"`   // "test" or "live"
	Prefix    string    `json:"prefix"` // "svc_test_" or "svc_live_"
	Hash      [32]byte  `json:"hash"`   // SHA-256 of the full secret
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"` // last regeneration
}

// Report statuses.
const (
	ReportPending   = "pending"
	ReportConfirmed = "confirmed"
	ReportRejected  = "rejected"
)

// Report is a community scam report. Identity is (AccountID, Env, Subject): the same
// account reporting the same normalized content again gets the first report back.
type Report struct {
	ID          string    `json:"id"`
	AccountID   string    `json:"account_id"`
	Env         string    `json:"env"`     // "test" or "live"
	Subject     string    `json:"subject"` // hex hash of type + normalized content
	Content     string    `json:"content"` // as sent (reports keep content: sharing is their purpose)
	Normalized  string    `json:"normalized"`
	ContentType string    `json:"content_type"`
	ScamType    string    `json:"scam_type"`
	Description string    `json:"description,omitempty"`
	Status      string    `json:"status"`
	CreatedAt   time.Time `json:"created_at"`
	// Weight is how much a live report counts in the community score and towards
	// a confirmation, in thousandths (1-1000), fixed when it is made; 0 (reports
	// made before weights existed) counts as 1000.
	Weight int `json:"weight,omitempty"`
}

// KnownScam is a confirmed (or, with Confirmed false, candidate) scam, listed by
// GET /v1/scams. Subject is shared with the reports on the same content.
//
// Version counts the record's writes: every PutKnownScam is a compare-and-set
// based on the version it read, and stores the next one (UpdateKnownScam).
type KnownScam struct {
	ID          string `json:"id"`
	Env         string `json:"env"`
	Subject     string `json:"subject"`
	Content     string `json:"content"` // normalized
	ContentType string `json:"content_type"`
	ScamType    string `json:"scam_type"`
	Brand       string `json:"brand,omitempty"`
	Score       int    `json:"score"`
	ReportCount int    `json:"report_count"`
	Confirmed   bool   `json:"confirmed"`
	// WholeHost: an operator confirmed the URL's whole host as a scam host (D13).
	WholeHost   bool      `json:"whole_host,omitempty"`
	FirstSeenAt time.Time `json:"first_seen_at"`
	// Version is 1 for the first write of the record and one more for every write
	// since; 0 for a record not stored yet, or stored by a build before versions
	// (which loads, and is written over, as version 0).
	Version int64 `json:"version,omitempty"`
}

// Idempotent is a response kept for replay under an Idempotency-Key (D11a).
type Idempotent struct {
	AccountID string `json:"account_id"`
	Key       string `json:"key"`
	BodyHash  uint64 `json:"body_hash"` // hash of method, path and body of the first request
	Status    int    `json:"status"`
	// Body is the response; when Sealed, encrypted under a key derived from the
	// request (the server's idempotency.go), which the store never holds.
	Body    []byte    `json:"body"`
	Sealed  bool      `json:"sealed,omitempty"`
	Expires time.Time `json:"expires"`
}

// Change kinds delivered by Watch.
const (
	ChangeAccount   = "account"
	ChangeKey       = "key"
	ChangeReport    = "report"
	ChangeKnownScam = "known_scam"
)

// Change tells a watcher that a record was written or deleted, by this node or (in
// cluster mode) another one. The watcher re-reads what it needs.
type Change struct {
	Kind    string
	ID      string
	Deleted bool
}

// Store is the durable state. Every method is safe for concurrent use. Writes are
// durable when they return nil.
type Store interface {
	PutAccount(ctx context.Context, a *Account) error
	Account(ctx context.Context, id string) (*Account, error)
	Accounts(ctx context.Context) ([]Account, error)

	PutKey(ctx context.Context, k *Key) error
	DeleteKey(ctx context.Context, id string) error
	Key(ctx context.Context, id string) (*Key, error)
	Keys(ctx context.Context) ([]Key, error) // every key of every account

	// AddReport stores r unless a report with the same (AccountID, Env, Subject)
	// exists; then it returns that one with created false and stores nothing.
	AddReport(ctx context.Context, r *Report) (stored *Report, created bool, err error)
	Report(ctx context.Context, id string) (*Report, error)
	// Reports lists reports, oldest first; status "" means all statuses, env "" all envs.
	Reports(ctx context.Context, env, status string) ([]Report, error)
	// SetReportStatus sets the status of the report with id and returns the one
	// it replaced, from the same atomic step (so that of two writers changing one
	// report at once, each knows which transition it made), or ErrNotFound.
	SetReportStatus(ctx context.Context, id, status string) (previous string, err error)

	// PutKnownScam stores k as the known scam k.ID if the stored record is still
	// at k.Version (0: none stored, or one stored before versions), as version
	// k.Version+1, which it sets in k. Otherwise it stores nothing, publishes no
	// change and returns ErrConflict: the caller read a record another writer has
	// replaced since. UpdateKnownScam retries a change on the fresh record.
	PutKnownScam(ctx context.Context, k *KnownScam) error
	// KnownScam returns the known scam with id or ErrNotFound.
	KnownScam(ctx context.Context, id string) (*KnownScam, error)
	// KnownScams lists every known scam of env (both confirmed and not), in no order.
	KnownScams(ctx context.Context, env string) ([]KnownScam, error)

	// AddUsage adds deltas (account id -> count) to the counters of period, a UTC
	// month "2006-01" or day "2006-01-02" prefixed by environment, e.g. "live:2026-11".
	AddUsage(ctx context.Context, period string, deltas map[string]int64) error
	// Usage returns the counters of period.
	Usage(ctx context.Context, period string) (map[string]int64, error)

	// PutIdempotent keeps a response until its Expires. GetIdempotent returns
	// ErrNotFound when none is kept or it expired.
	PutIdempotent(ctx context.Context, r *Idempotent) error
	GetIdempotent(ctx context.Context, accountID, key string) (*Idempotent, error)
	// ReserveIdempotent takes (accountID, key) for a request in progress, for ttl
	// at most, unless it is taken already (ok false). Redis shares the reservation
	// between nodes and counts ttl on its own clock; Bolt keeps it in memory (one
	// process owns the file) and counts ttl on the store's clock.
	ReserveIdempotent(ctx context.Context, accountID, key string, ttl time.Duration) (token string, ok bool, err error)
	// ReleaseIdempotent ends the reservation token of (accountID, key). A token
	// whose reservation expired frees nothing, even if another took the key since.
	ReleaseIdempotent(ctx context.Context, accountID, key, token string) error

	// Watch calls fn for every change until ctx is done. Bolt delivers this node's
	// own writes; Redis delivers every node's, at least once (Redis Cluster may
	// repeat one). fn must not block for long, and must accept a repeat.
	Watch(ctx context.Context, fn func(Change)) error

	// Ping reports whether the store is reachable (for /readyz).
	Ping(ctx context.Context) error
	Close() error
}
