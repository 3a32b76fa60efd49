// Package gen holds what the generators of scripts/ share: reading and writing line
// lists, locating a Go module's source and writing generated Go. Every function exits
// the program with a message on error, as a generator has nothing to recover.
package gen

import (
	"bufio"
	"encoding/json"
	"fmt"
	"go/format"
	"log"
	"os"
	"os/exec"
	"sort"
	"strings"
)

// Lines returns the lines of file name, trimmed, without blank lines and lines
// starting with '#'.
func Lines(name string) []string {
	f, err := os.Open(name)
	if err != nil {
		log.Fatalf("cannot open %s: %v", name, err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if t := strings.TrimSpace(sc.Text()); t != "" && t[0] != '#' {
			out = append(out, t)
		}
	}
	if err := sc.Err(); err != nil {
		log.Fatalf("cannot read %s: %v", name, err)
	}
	return out
}

// WriteList writes file name: the header lines, each prefixed with "# ", then items
// sorted and without duplicates, one a line. It returns how many items it wrote.
func WriteList(name string, header []string, items []string) int {
	sort.Strings(items)
	var b strings.Builder
	for _, h := range header {
		fmt.Fprintf(&b, "# %s\n", h)
	}
	n := 0
	for i, s := range items {
		if i == 0 || s != items[i-1] {
			b.WriteString(s)
			b.WriteByte('\n')
			n++
		}
	}
	if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
		log.Fatal(err)
	}
	return n
}

// Module returns the source folder and version of a Go module, downloading it into the
// module cache when needed. query is a module path (the version in go.mod) or
// path@version.
func Module(query string) (dir, version string) {
	out, err := exec.Command("go", "mod", "download", "-json", query).Output()
	if err != nil {
		log.Fatalf("cannot locate %s: %v", query, err)
	}
	var m struct{ Dir, Version string }
	if err := json.Unmarshal(out, &m); err != nil {
		log.Fatalf("cannot read where %s is: %v", query, err)
	}
	return m.Dir, m.Version
}

// WriteGo formats src as Go source and writes it to file name.
func WriteGo(name string, src []byte) {
	formatted, err := format.Source(src)
	if err != nil {
		log.Fatalf("cannot format %s: %v", name, err)
	}
	if err := os.WriteFile(name, formatted, 0o644); err != nil {
		log.Fatalf("cannot write %s: %v", name, err)
	}
}
