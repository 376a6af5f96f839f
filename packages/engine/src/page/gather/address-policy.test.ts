import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./address-policy.js";

describe("isPublicAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback, top of 127/8"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "this network 0/8"],
    ["10.0.0.1", "private 10/8"],
    ["172.16.0.1", "private 172.16/12"],
    ["172.31.255.254", "private, top of 172.16/12"],
    ["192.168.1.1", "private 192.168/16"],
    ["169.254.169.254", "link-local cloud metadata"],
    ["169.254.170.2", "ECS credentials"],
    ["100.64.0.1", "CGNAT"],
    ["100.100.100.200", "Alibaba metadata in CGNAT"],
    ["192.0.0.192", "IETF protocol assignments (Oracle metadata)"],
    ["192.0.2.10", "documentation TEST-NET-1"],
    ["198.51.100.7", "documentation TEST-NET-2"],
    ["203.0.113.5", "documentation TEST-NET-3"],
    ["198.18.0.1", "benchmarking"],
    ["192.88.99.1", "6to4 relay anycast"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "SSDP multicast"],
    ["240.0.0.1", "reserved 240/4"],
    ["255.255.255.255", "broadcast"],
    ["::", "IPv6 unspecified"],
    ["::1", "IPv6 loopback"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped metadata"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::7f00:1", "IPv4-compatible loopback (labelled unicast by ipaddr.js)"],
    ["fd00:ec2::254", "AWS IMDS over IPv6 (ULA)"],
    ["fc00::1", "ULA"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local with a zone"],
    ["fec0::1", "deprecated site-local"],
    ["ff02::1", "multicast"],
    ["64:ff9b::7f00:1", "NAT64 of loopback"],
    ["64:ff9b::a9fe:a9fe", "NAT64 of metadata"],
    ["64:ff9b::808:808", "NAT64 of a public address (refused outright)"],
    ["2002:7f00:1::", "6to4 of loopback"],
    ["2001:0:4136:e378:8000:63bf:3f57:fdf2", "Teredo"],
    ["2001:db8::1", "documentation"],
    ["100::1", "discard"],
    ["not-an-ip", "not an address"],
    ["2130706433", "decimal form: not a literal, never dialled as one"],
    ["0x7f.1", "legacy hex form"],
    ["", "empty"],
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "192.169.0.1",
    "11.0.0.1",
    "2606:4700::6810:85e5",
    "2a00:1450:4001:80b::200e",
    "::ffff:8.8.8.8",
  ])("allows the public address %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
