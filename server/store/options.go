package store

import "time"

// Option configures OpenBolt and OpenRedis.
type Option func(*options)

type options struct {
	now func() time.Time
}

// WithClock makes the store read the time from now instead of time.Now. The store
// uses it only to decide whether an Idempotent record has expired, so tests can move
// time forward without sleeping.
func WithClock(now func() time.Time) Option {
	return func(o *options) { o.now = now }
}

func applyOptions(opts []Option) options {
	o := options{now: time.Now}
	for _, opt := range opts {
		opt(&o)
	}
	return o
}
