package store

import (
	"reflect"
	"slices"
	"testing"

	"github.com/redis/go-redis/v9"
)

func TestNewRedisClient(t *testing.T) {
	f := func(url, wantKind string, wantAddrs []string, wantDB int) {
		t.Helper()
		c, db, err := newRedisClient(url)
		if err != nil {
			t.Fatalf("newRedisClient(%q): got error %v; want a %s client", url, err, wantKind)
		}
		defer c.Close()
		var kind string
		var addrs []string
		switch c := c.(type) {
		case *redis.ClusterClient:
			kind, addrs = "cluster", c.Options().Addrs
		case *redis.Client:
			kind, addrs = "standalone", []string{c.Options().Addr}
		}
		if kind != wantKind || !slices.Equal(addrs, wantAddrs) || db != wantDB {
			t.Fatalf("newRedisClient(%q): got %s %v db %d; want %s %v db %d", url, kind, addrs, db, wantKind, wantAddrs, wantDB)
		}
	}
	f("redis://127.0.0.1:6379", "standalone", []string{"127.0.0.1:6379"}, 0)
	f("redis://:secret@10.0.0.1:6380/3", "standalone", []string{"10.0.0.1:6380"}, 3)
	f("rediss://cache.example:6390/1?dial_timeout=2s", "standalone", []string{"cache.example:6390"}, 1)
	f("redis://a:7000,redis://b:7001,redis://c:7002", "cluster", []string{"a:7000", "b:7001", "c:7002"}, 0)
	f("redis+cluster://a:7000?addr=b:7001", "cluster", []string{"a:7000", "b:7001"}, 0)

	bad := func(url string) {
		t.Helper()
		if c, _, err := newRedisClient(url); err == nil {
			c.Close()
			t.Fatalf("newRedisClient(%q): got nil error; want an error", url)
		}
	}
	bad("localhost:6379")
	bad("http://localhost:6379")
	bad("redis://a:7000,http://b:7001")
	bad("redis+sentinel://s1:26379")
	bad("redis+sentinel://s1/mymaster")
	bad("redis+sentinel://s1:26379/mymaster/x")
}

func TestParseSentinelURL(t *testing.T) {
	f := func(rest string, useTLS bool, want redis.FailoverOptions) {
		t.Helper()
		got, err := parseSentinelURL(useTLS, rest)
		if err != nil {
			t.Fatalf("parseSentinelURL(%q): got error %v", rest, err)
		}
		if (got.TLSConfig != nil) != useTLS {
			t.Fatalf("parseSentinelURL(%q): got TLS %v; want %v", rest, got.TLSConfig != nil, useTLS)
		}
		got.TLSConfig = nil
		if !reflect.DeepEqual(*got, want) {
			t.Fatalf("parseSentinelURL(%q): got %+v; want %+v", rest, *got, want)
		}
	}
	f("s1:26379/mymaster", false, redis.FailoverOptions{SentinelAddrs: []string{"s1:26379"}, MasterName: "mymaster"})
	f("s1:26379,s2:26380/mymaster/2", true, redis.FailoverOptions{SentinelAddrs: []string{"s1:26379", "s2:26380"}, MasterName: "mymaster", DB: 2})
	f(":pw@s1:26379/m", false, redis.FailoverOptions{SentinelAddrs: []string{"s1:26379"}, MasterName: "m", Password: "pw"})
	f("user:p@ss@s1:26379/m", false, redis.FailoverOptions{SentinelAddrs: []string{"s1:26379"}, MasterName: "m", Username: "user", Password: "p@ss"})
}

func TestRedactURL(t *testing.T) {
	f := func(url, want string) {
		t.Helper()
		if got := redactURL(url); got != want {
			t.Fatalf("redactURL(%q): got %q; want %q", url, got, want)
		}
	}
	f("redis://localhost:6379/0", "redis://localhost:6379/0")
	f("redis://:secret@localhost:6379", "redis://***@localhost:6379")
	f("redis://u:a@b@h:1,redis://u:x@h2:2", "redis://***@h:1,redis://***@h2:2")
	f("redis+sentinel://u:p@s1:1,s2:2/m", "redis+sentinel://***@s1:1,s2:2/m")
}

func TestChangeMessage(t *testing.T) {
	f := func(c Change) {
		t.Helper()
		got, ok := parseChangeMessage(changeMessage(c))
		if !ok || got != c {
			t.Fatalf("parseChangeMessage(changeMessage(%+v)): got %+v, %v; want %+v, true", c, got, ok, c)
		}
	}
	f(Change{Kind: ChangeKey, ID: "key_1"})
	f(Change{Kind: ChangeKey, ID: "key_1", Deleted: true})
	f(Change{Kind: ChangeReport, ID: "odd\nid"})
	if _, ok := parseChangeMessage("garbage"); ok {
		t.Fatalf("parseChangeMessage(garbage): got ok; want not ok")
	}
}
