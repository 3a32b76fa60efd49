package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"scamcheck/server"
)

// The accounts, keys and reports commands call a running server's admin API.

// adminUsage is the synopsis of each admin command.
var adminUsage = map[string]string{
	"accounts": "scamcheck accounts list | get ID | create --name N --plan P [--monthly-quota N] [--rate-limit-per-minute N] | update ID [same flags]",
	"keys":     "scamcheck keys list ACCOUNT_ID | create ACCOUNT_ID --name N --type test|live | regenerate KEY_ID | delete KEY_ID",
	"reports":  "scamcheck reports list [--status pending|confirmed|rejected] | confirm [--whole-host] REPORT_ID | reject REPORT_ID",
}

// adminRoutes is the admin API request of each command; {id} in a path stands for
// the command's one argument.
var adminRoutes = map[string]struct{ method, path string }{
	"accounts list":   {http.MethodGet, "/admin/v1/accounts"},
	"accounts get":    {http.MethodGet, "/admin/v1/accounts/{id}"},
	"accounts create": {http.MethodPost, "/admin/v1/accounts"},
	"accounts update": {http.MethodPatch, "/admin/v1/accounts/{id}"},
	"keys list":       {http.MethodGet, "/admin/v1/accounts/{id}/keys"},
	"keys create":     {http.MethodPost, "/admin/v1/accounts/{id}/keys"},
	"keys regenerate": {http.MethodPost, "/admin/v1/keys/{id}/regenerate"},
	"keys delete":     {http.MethodDelete, "/admin/v1/keys/{id}"},
	"reports list":    {http.MethodGet, "/admin/v1/reports"},
	"reports confirm": {http.MethodPost, "/admin/v1/reports/{id}/confirm"},
	"reports reject":  {http.MethodPost, "/admin/v1/reports/{id}/reject"},
}

// admin runs an accounts, keys or reports command against a running server.
func admin(group string, args []string) int {
	fs := flag.NewFlagSet(group, flag.ContinueOnError)
	var c commonFlags
	c.register(fs)
	// Each command defines only the flags it reads, so that its -h shows them alone.
	var name, plan, quota, rate, keyType, status string
	var wholeHost bool
	switch group {
	case "accounts":
		fs.StringVar(&name, "name", "", "account name")
		fs.StringVar(&plan, "plan", "", "plan: free, premium, starter, business, enterprise")
		fs.StringVar(&quota, "monthly-quota", "", "enterprise only: live analyses per month, 0 = unlimited")
		fs.StringVar(&rate, "rate-limit-per-minute", "", "enterprise only: requests per minute, 0 = unlimited")
	case "keys":
		fs.StringVar(&name, "name", "", "key name")
		fs.StringVar(&keyType, "type", "", "key type: test or live")
	case "reports":
		fs.StringVar(&status, "status", "", "list: only reports with this status: pending, confirmed, rejected")
		fs.BoolVar(&wholeHost, "whole-host", false, "confirm: confirm the URL's whole host as a scam host")
	}
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: %s\n\nIt calls the admin API of a running server. Flags:\n", adminUsage[group])
		fs.PrintDefaults()
	}
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return exitCodeOf(err)
	}
	if len(pos) == 0 {
		fs.Usage()
		return 2
	}
	verb, pos := pos[0], pos[1:]
	route, ok := adminRoutes[group+" "+verb]
	if !ok {
		fmt.Fprintf(os.Stderr, "scamcheck: unknown command %q\n", group+" "+verb)
		fs.Usage()
		return 2
	}
	method, path := route.method, route.path
	var body any
	switch group + " " + verb {
	case "accounts create", "accounts update":
		b, err := accountBody(name, plan, quota, rate)
		if err != nil {
			return fail(err)
		}
		body = b
	case "keys create":
		body = map[string]string{"name": name, "type": keyType}
	case "reports list":
		if status != "" {
			path += "?status=" + status
		}
	case "reports confirm":
		if wholeHost {
			body = map[string]bool{"whole_host": true}
		}
	}
	if strings.Contains(path, "{id}") {
		if len(pos) != 1 {
			return fail(fmt.Errorf("%s %s needs exactly one id", group, verb))
		}
		path = strings.Replace(path, "{id}", pos[0], 1)
	}
	token := c.adminToken
	if token == "" {
		if token, err = server.ReadOperatorToken(c.dataDir); err != nil {
			return fail(fmt.Errorf("%w (pass --admin-token or --data-dir)", err))
		}
	}
	if err := callAdmin(c.adminAddr, token, method, path, body, os.Stdout); err != nil {
		return fail(err)
	}
	return 0
}

// accountBody is the body of accounts create and update: the flags given.
func accountBody(name, plan, quota, rate string) (map[string]any, error) {
	b := map[string]any{}
	if name != "" {
		b["name"] = name
	}
	if plan != "" {
		b["plan"] = plan
	}
	for flagName, v := range map[string]string{"monthly_quota": quota, "rate_limit_per_minute": rate} {
		if v == "" {
			continue
		}
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("--%s must be an integer", strings.ReplaceAll(flagName, "_", "-"))
		}
		b[flagName] = n
	}
	return b, nil
}

func fail(err error) int {
	fmt.Fprintf(os.Stderr, "scamcheck: %v\n", err)
	return 1
}

// parseInterleaved parses flags that may come before, between or after the
// positional arguments, and returns the positional ones.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// callAdmin sends one admin API request and prints the indented JSON answer.
func callAdmin(addr, token, method, path string, body any, out io.Writer) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return fmt.Errorf("cannot encode request: %w", err)
		}
		rd = bytes.NewReader(b)
	}
	if !strings.Contains(addr, "://") {
		addr = "http://" + addr
	}
	req, err := http.NewRequest(method, addr+path, rd)
	if err != nil {
		return fmt.Errorf("cannot build request: %w", err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	client := &http.Client{Timeout: 30 * time.Second}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("cannot reach the admin API: %w", err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return fmt.Errorf("cannot read the admin API's answer: %w", err)
	}
	if len(b) > 0 {
		var pretty bytes.Buffer
		if json.Indent(&pretty, b, "", "  ") == nil {
			b = append(pretty.Bytes(), '\n')
		}
	}
	if resp.StatusCode >= 300 {
		return fmt.Errorf("%s %s: %s\n%s", method, path, resp.Status, b)
	}
	if resp.StatusCode == http.StatusNoContent {
		b = []byte("done\n")
	}
	_, err = out.Write(b)
	return err
}
