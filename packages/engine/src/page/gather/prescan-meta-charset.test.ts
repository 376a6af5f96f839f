import { describe, expect, it } from "vitest";
import { extractCharsetFromContent, prescanMetaCharset } from "./prescan-meta-charset.js";

const scan = (html: string) => prescanMetaCharset(Buffer.from(html, "latin1"));

describe("prescanMetaCharset", () => {
  it.each([
    ['<meta charset="utf-8">', "utf-8"],
    ["<META CHARSET=ISO-8859-2>", "iso-8859-2"],
    ["<meta charset='latin1'/>", "windows-1252"],
    ['<meta http-equiv="Content-Type" content="text/html; charset=koi8-r">', "koi8-r"],
    ["<meta content=\"text/html;charset='gbk'\" http-equiv=content-type>", "gbk"],
    ['<meta/charset="shift_jis">', "shift_jis"],
    ['<!doctype html><html lang="en"><head>\n<title>t</title><meta charset="euc-kr">', "euc-kr"],
    // A byte-oriented prescan cannot be reading UTF-16: the standard says use UTF-8.
    ['<meta charset="utf-16le">', "utf-8"],
    ['<meta charset="x-user-defined">', "windows-1252"],
    // The first declaration wins, and duplicate attributes are ignored.
    ['<meta charset="koi8-r" charset="utf-8"><meta charset="gbk">', "koi8-r"],
    // An unknown label is skipped and the next <meta> decides.
    ['<meta charset="x-foo"><meta charset="windows-1251">', "windows-1251"],
    ['<!-- <meta charset="gbk"> --><meta charset="big5">', "big5"],
    ['<!--><meta charset="big5">', "big5"],
  ])("%s → %s", (html, expected) => {
    expect(scan(html)).toBe(expected);
  });

  it.each([
    ["no declaration", "<html><head><title>x</title></head>"],
    ["content without http-equiv", '<meta content="text/html; charset=koi8-r">'],
    ["http-equiv of another kind", '<meta http-equiv="refresh" content="0; charset=koi8-r">'],
    ["inside a comment", '<!-- <meta charset="gbk"> -->'],
    ["inside another tag's attribute", "<img alt='<meta charset=koi8-r>'>"],
    ["inside a processing instruction", '<?xml <meta charset="gbk"> ?>'],
    ["unknown label only", '<meta charset="no-such-encoding">'],
    ["after the first 1024 bytes", `<!-- ${"x".repeat(1100)} --><meta charset="gbk">`],
    ["cut off at 1024 bytes", `${" ".repeat(1010)}<meta charset="koi8-r">`],
    ["not a meta tag", '<metadata charset="gbk">'],
  ])("finds nothing: %s", (_label, html) => {
    expect(scan(html)).toBeNull();
  });
});

describe("extractCharsetFromContent", () => {
  it.each([
    ["text/html; charset=utf-8", "utf-8"],
    ["text/html;CHARSET = 'gbk' ", "gbk"],
    ['text/html; charset="koi8-r"', "koi8-r"],
    ["text/html; charset=iso-8859-2; foo=bar", "iso-8859-2"],
    ["charsetcharset=x", "x"],
    ["text/html", null],
    ['text/html; charset="unterminated', null],
    ["text/html; charset=", null],
  ])("%s → %s", (content, expected) => {
    expect(extractCharsetFromContent(content)).toBe(expected);
  });
});
