// Command plotlatency draws latency-by-percentile curves from HdrHistogram .hgrm files (as
// written by `loadgen -hgrm-out`, values in ms) into a PNG, with the standard library
// only: the percentile axis is logarithmic in 1/(1-p) (so 90%, 99%, 99.9% are evenly
// spaced), the latency axis logarithmic in ms. Each file is one curve, labelled by its
// name without "latency-" and ".hgrm".
//
//	go run ./scripts/plotlatency -out bench/out/latency.png bench/out/latency-*.hgrm
package main

import (
	"bufio"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

const (
	width, height = 960, 600
	left, right   = 90, 70
	top, bottom   = 60, 70
	scale         = 2 // font pixel size
)

type point struct{ x, y float64 } // x = log10(1/(1-p)), y = log10(ms)

type series struct {
	label  string
	points []point
	p99    float64
	max    float64
}

var palette = []color.RGBA{
	{0xd6, 0x27, 0x28, 0xff}, // red: the first file
	{0x1f, 0x77, 0xb4, 0xff},
	{0x2c, 0xa0, 0x2c, 0xff},
	{0xff, 0x7f, 0x0e, 0xff},
	{0x94, 0x67, 0xbd, 0xff},
	{0x8c, 0x56, 0x4b, 0xff},
}

func main() {
	log.SetFlags(0)
	out := flag.String("out", "bench/out/latency.png", "PNG file to write")
	title := flag.String("title", "latency by percentile", "title of the plot")
	flag.Parse()
	if flag.NArg() == 0 {
		log.Fatal("usage: go run ./scripts/plotlatency [-out file.png] [-title text] file.hgrm...")
	}
	var all []series
	for _, path := range flag.Args() {
		s, err := readHgrm(path)
		if err != nil {
			log.Fatal(err)
		}
		all = append(all, s)
	}
	img := plot(*title, all)
	f, err := os.Create(*out)
	if err != nil {
		log.Fatalf("cannot create %s: %s", *out, err)
	}
	if err := png.Encode(f, img); err != nil {
		log.Fatalf("cannot write %s: %s", *out, err)
	}
	if err := f.Close(); err != nil {
		log.Fatalf("cannot write %s: %s", *out, err)
	}
	fmt.Println("wrote", *out)
}

// readHgrm reads the "Value Percentile TotalCount 1/(1-Percentile)" lines.
func readHgrm(path string) (series, error) {
	s := series{label: strings.TrimSuffix(strings.TrimPrefix(filepath.Base(path), "latency-"), ".hgrm")}
	f, err := os.Open(path)
	if err != nil {
		return s, fmt.Errorf("cannot open %s: %w", path, err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) != 4 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		v, err1 := strconv.ParseFloat(fields[0], 64)
		p, err2 := strconv.ParseFloat(fields[1], 64)
		if err1 != nil || err2 != nil {
			continue // the header line
		}
		if v > s.max {
			s.max = v
		}
		if p <= 0.99 {
			s.p99 = v
		}
		if p >= 1 || v <= 0 {
			continue // 1/(1-p) is infinite; the maximum is in s.max
		}
		s.points = append(s.points, point{x: math.Log10(1 / (1 - p)), y: math.Log10(v)})
	}
	if err := sc.Err(); err != nil {
		return s, fmt.Errorf("cannot read %s: %w", path, err)
	}
	if len(s.points) == 0 {
		return s, fmt.Errorf("no percentile lines in %s", path)
	}
	return s, nil
}

func plot(title string, all []series) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	fill(img, img.Bounds(), color.RGBA{0xff, 0xff, 0xff, 0xff})

	xmax, ymin, ymax := 3.0, math.Inf(1), math.Inf(-1)
	for _, s := range all {
		for _, p := range s.points {
			xmax = math.Max(xmax, math.Ceil(p.x))
			ymin = math.Min(ymin, p.y)
			ymax = math.Max(ymax, p.y)
		}
	}
	xmax = math.Min(xmax, 6)
	ymin, ymax = math.Floor(ymin), math.Ceil(ymax)
	if ymax <= ymin {
		ymax = ymin + 1
	}
	pw, ph := float64(width-left-right), float64(height-top-bottom)
	px := func(x float64) int { return left + int(x/xmax*pw) }
	py := func(y float64) int { return height - bottom - int((y-ymin)/(ymax-ymin)*ph) }

	grid := color.RGBA{0xdd, 0xdd, 0xdd, 0xff}
	ink := color.RGBA{0x33, 0x33, 0x33, 0xff}
	for x := 0.0; x <= xmax; x++ {
		vline(img, px(x), top, height-bottom, grid)
		label := "0%"
		if x > 0 {
			label = strconv.FormatFloat(100-100/math.Pow(10, x), 'f', -1, 64) + "%"
		}
		text(img, px(x)-textWidth(label)/2, height-bottom+10, label, ink)
	}
	for y := ymin; y <= ymax; y++ {
		hline(img, left, width-right, py(y), grid)
		label := strconv.FormatFloat(math.Pow(10, y), 'f', -1, 64)
		text(img, left-10-textWidth(label), py(y)-7*scale/2, label, ink)
	}
	vline(img, left, top, height-bottom, ink)
	hline(img, left, width-right, height-bottom, ink)
	text(img, left, 8, title, ink)
	text(img, left+int(pw)/2-textWidth("percentile")/2, height-bottom+38, "percentile", ink)
	text(img, 10, top-22, "latency (ms)", ink)

	for i, s := range all {
		c := palette[i%len(palette)]
		for j := 1; j < len(s.points); j++ {
			a, b := s.points[j-1], s.points[j]
			if a.x > xmax || b.x > xmax {
				break
			}
			line(img, px(a.x), py(a.y), px(b.x), py(b.y), c)
		}
	}
	// The legend sits in the bottom-right corner, where latency curves rarely go.
	legends := make([]string, len(all))
	lw := 0
	for i, s := range all {
		legends[i] = fmt.Sprintf("%s  p99 %s ms  max %s ms", s.label, ms(s.p99), ms(s.max))
		lw = max(lw, 12*scale+textWidth(legends[i]))
	}
	lh := len(all) * 12 * scale
	x0, y0 := width-right-lw-24, height-bottom-lh-24
	fill(img, image.Rect(x0, y0, width-right-4, height-bottom-4), color.RGBA{0xff, 0xff, 0xff, 0xff})
	for i := range all {
		ly := y0 + 10 + i*12*scale
		fill(img, image.Rect(x0+10, ly, x0+10+8*scale, ly+7*scale), palette[i%len(palette)])
		text(img, x0+10+12*scale, ly, legends[i], ink)
	}
	return img
}

func ms(v float64) string { return strconv.FormatFloat(v, 'f', 3, 64) }

func fill(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			img.SetRGBA(x, y, c)
		}
	}
}

func hline(img *image.RGBA, x0, x1, y int, c color.RGBA) { fill(img, image.Rect(x0, y, x1+1, y+1), c) }
func vline(img *image.RGBA, x, y0, y1 int, c color.RGBA) { fill(img, image.Rect(x, y0, x+1, y1+1), c) }

// line draws a 2-pixel-wide segment (Bresenham).
func line(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	dx, dy := abs(x1-x0), -abs(y1-y0)
	sx, sy := sign(x1-x0), sign(y1-y0)
	e := dx + dy
	for {
		fill(img, image.Rect(x0, y0, x0+2, y0+2), c)
		if x0 == x1 && y0 == y1 {
			return
		}
		if e2 := 2 * e; e2 >= dy {
			e += dy
			x0 += sx
		} else {
			e += dx
			y0 += sy
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func sign(v int) int {
	switch {
	case v < 0:
		return -1
	case v > 0:
		return 1
	}
	return 0
}

func textWidth(s string) int { return len(s) * 6 * scale }

// text draws s with the 5x7 font at (x, y), the top-left corner, scaled by scale.
func text(img *image.RGBA, x, y int, s string, c color.RGBA) {
	for _, r := range strings.ToLower(s) {
		g, ok := font[r]
		if !ok {
			g = font['?']
		}
		for row, bits := range g {
			for col := 0; col < 5; col++ {
				if bits&(1<<(4-col)) != 0 {
					fill(img, image.Rect(x+col*scale, y+row*scale, x+(col+1)*scale, y+(row+1)*scale), c)
				}
			}
		}
		x += 6 * scale
	}
}

// font is a 5x7 bitmap font (rows top to bottom, bit 4 = leftmost column) covering
// digits, lower-case letters and the punctuation of the labels.
var font = map[rune][7]uint8{
	' ': {0, 0, 0, 0, 0, 0, 0},
	'0': {0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110},
	'1': {0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110},
	'2': {0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111},
	'3': {0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110},
	'4': {0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010},
	'5': {0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110},
	'6': {0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110},
	'7': {0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000},
	'8': {0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110},
	'9': {0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100},
	'.': {0, 0, 0, 0, 0, 0b01100, 0b01100},
	',': {0, 0, 0, 0, 0b01100, 0b00100, 0b01000},
	'%': {0b11000, 0b11001, 0b00010, 0b00100, 0b01000, 0b10011, 0b00011},
	'-': {0, 0, 0, 0b11111, 0, 0, 0},
	'=': {0, 0, 0b11111, 0, 0b11111, 0, 0},
	'(': {0b00010, 0b00100, 0b01000, 0b01000, 0b01000, 0b00100, 0b00010},
	')': {0b01000, 0b00100, 0b00010, 0b00010, 0b00010, 0b00100, 0b01000},
	':': {0, 0b01100, 0b01100, 0, 0b01100, 0b01100, 0},
	'/': {0, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0},
	'?': {0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0, 0b00100},
	'a': {0, 0, 0b01110, 0b00001, 0b01111, 0b10001, 0b01111},
	'b': {0b10000, 0b10000, 0b10110, 0b11001, 0b10001, 0b10001, 0b11110},
	'c': {0, 0, 0b01110, 0b10000, 0b10000, 0b10001, 0b01110},
	'd': {0b00001, 0b00001, 0b01101, 0b10011, 0b10001, 0b10001, 0b01111},
	'e': {0, 0, 0b01110, 0b10001, 0b11111, 0b10000, 0b01110},
	'f': {0b00110, 0b01001, 0b01000, 0b11100, 0b01000, 0b01000, 0b01000},
	'g': {0, 0b01111, 0b10001, 0b10001, 0b01111, 0b00001, 0b01110},
	'h': {0b10000, 0b10000, 0b10110, 0b11001, 0b10001, 0b10001, 0b10001},
	'i': {0b00100, 0, 0b01100, 0b00100, 0b00100, 0b00100, 0b01110},
	'j': {0b00010, 0, 0b00110, 0b00010, 0b00010, 0b10010, 0b01100},
	'k': {0b10000, 0b10000, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010},
	'l': {0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110},
	'm': {0, 0, 0b11010, 0b10101, 0b10101, 0b10001, 0b10001},
	'n': {0, 0, 0b10110, 0b11001, 0b10001, 0b10001, 0b10001},
	'o': {0, 0, 0b01110, 0b10001, 0b10001, 0b10001, 0b01110},
	'p': {0, 0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000},
	'q': {0, 0b01111, 0b10001, 0b10001, 0b01111, 0b00001, 0b00001},
	'r': {0, 0, 0b10110, 0b11001, 0b10000, 0b10000, 0b10000},
	's': {0, 0, 0b01110, 0b10000, 0b01110, 0b00001, 0b11110},
	't': {0b01000, 0b01000, 0b11100, 0b01000, 0b01000, 0b01001, 0b00110},
	'u': {0, 0, 0b10001, 0b10001, 0b10001, 0b10011, 0b01101},
	'v': {0, 0, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100},
	'w': {0, 0, 0b10001, 0b10001, 0b10101, 0b10101, 0b01010},
	'x': {0, 0, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001},
	'y': {0, 0b10001, 0b10001, 0b10001, 0b01111, 0b00001, 0b01110},
	'z': {0, 0, 0b11111, 0b00010, 0b00100, 0b01000, 0b11111},
}
