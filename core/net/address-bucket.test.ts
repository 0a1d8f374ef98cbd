import { describe, expect, it } from "vitest";
import { addressBucket, shareBucket } from "./address-bucket";

describe("address buckets", () => {
  it("counts an IPv4-mapped address as its IPv4 client however it is written (issue 52)", () => {
    for (const written of ["198.51.100.8", "::ffff:198.51.100.8", "::FFFF:c633:6408", "::ffff:c633:6408", "0:0:0:0:0:ffff:c633:6408", "0:0:0:0:0:ffff:198.51.100.8"]) {
      expect(shareBucket(written), written).toBe("198.51.100.8");
      expect(addressBucket(written), written).toBe("198.51.100.8");
    }
  });

  it("groups IPv6 by /64 for the rate limit and /56 for the click share", () => {
    expect(addressBucket("2001:db8:5:7701::9")).toBe("2001:db8:5:7701::/64");
    expect(shareBucket("2001:db8:5:7701::9")).toBe("2001:db8:5:7700::/56");
    expect(shareBucket("2001:0db8:0005:77ff:0:0:0:1%eth0")).toBe("2001:db8:5:7700::/56");
    expect(shareBucket("::1")).toBe("0:0:0:0::/56");
  });

  it("puts every unparsable IPv6-looking string in one bucket, and leaves a name without a colon as it is", () => {
    expect(shareBucket("unknown")).toBe("unknown");
    expect(shareBucket("1:2:3:4:5:6:7:8:9")).toBe("unparsable");
    expect(addressBucket("zz::1")).toBe("unparsable");
  });
});
