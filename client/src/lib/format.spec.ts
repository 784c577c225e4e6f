import {
  formatDate,
  formatDateTime,
  formatLargeAmount,
  formatMoney,
  shortenNumber,
  timeAgo,
  timeAgoEn,
} from "./format";

describe("formatMoney", () => {
  it("groups thousands and keeps two decimals", () => {
    // 1234567.891 -> 1234567.89 -> "1,234,567.89"
    expect(formatMoney(1234567.891)).toBe("1,234,567.89");
  });

  it("pads whole numbers and zero to two decimals", () => {
    expect(formatMoney(0)).toBe("0.00");
    expect(formatMoney(1000)).toBe("1,000.00");
    expect(formatMoney(999)).toBe("999.00");
  });

  it("keeps the sign of negative amounts", () => {
    // -9876.5 -> "-9,876.50"
    expect(formatMoney(-9876.5)).toBe("-9,876.50");
  });

  it("does not print a negative zero when a tiny negative rounds away", () => {
    // -0.004 -> -0.00 -> shown as "0.00"
    expect(formatMoney(-0.004)).toBe("0.00");
  });

  it("rounds half away from zero on the decimal written, not the binary value", () => {
    // 1.005 is stored as 1.00499999…, which toFixed rounds down; the written 1.005 rounds up.
    expect(formatMoney(1.005)).toBe("1.01");
    expect(formatMoney(-1.005)).toBe("-1.01");
    // 9999.995 -> 10000.00 -> "10,000.00"
    expect(formatMoney(9999.995)).toBe("10,000.00");
  });

  it("reads numeric strings as the API sends decimal columns", () => {
    expect(formatMoney("1234.5")).toBe("1,234.50");
    expect(formatMoney(" -42 ")).toBe("-42.00");
  });

  it("formats missing or unreadable input as an empty string", () => {
    expect(formatMoney(null)).toBe("");
    expect(formatMoney(undefined)).toBe("");
    expect(formatMoney(NaN)).toBe("");
    expect(formatMoney(Infinity)).toBe("");
    expect(formatMoney("")).toBe("");
    expect(formatMoney("   ")).toBe("");
    expect(formatMoney("abc")).toBe("");
    expect(formatMoney("1,234")).toBe("");
  });
});

describe("formatLargeAmount", () => {
  it("keeps amounts below ten thousand in the money format", () => {
    expect(formatLargeAmount(0, "zh-CN")).toBe("0.00");
    expect(formatLargeAmount(9999.99, "zh-CN")).toBe("9,999.99");
  });

  it("switches to 万 at exactly ten thousand", () => {
    // 10000 / 1e4 = 1 -> 1.00万
    expect(formatLargeAmount(10000, "zh-CN")).toBe("1.00万");
  });

  it("promotes 9999.995 to 万 because it rounds to ten thousand", () => {
    // 9999.995 -> 10000.00 at 2 decimals, so 1e4 is reached: 9999.995 / 1e4 = 0.9999995 -> 1.00万
    expect(formatLargeAmount(9999.995, "zh-CN")).toBe("1.00万");
  });

  it("shows amounts in 万 with two decimals", () => {
    // 123456 / 1e4 = 12.3456 -> 12.35万
    expect(formatLargeAmount(123456, "zh-CN")).toBe("12.35万");
    // 12345 / 1e4 = 1.2345 -> third decimal 4 -> 1.23万
    expect(formatLargeAmount(12345, "zh-CN")).toBe("1.23万");
    // 12350 / 1e4 = 1.235, an exact half -> away from zero -> 1.24万
    expect(formatLargeAmount(12350, "zh-CN")).toBe("1.24万");
    // 99999999 / 1e4 = 9999.9999 -> 10000.00万 would follow, but that is 1e8: 0.99999999 -> 1.00亿
    expect(formatLargeAmount(99999999, "zh-CN")).toBe("1.00亿");
    // 99994999 / 1e4 = 9999.4999 -> 9,999.50万
    expect(formatLargeAmount(99994999, "zh-CN")).toBe("9,999.50万");
  });

  it("switches to 亿 at exactly a hundred million", () => {
    // 100000000 / 1e8 = 1 -> 1.00亿
    expect(formatLargeAmount(100000000, "zh-CN")).toBe("1.00亿");
  });

  it("shows amounts in 亿 with two decimals and grouping", () => {
    // 123456789 / 1e8 = 1.23456789 -> 1.23亿
    expect(formatLargeAmount(123456789, "zh-CN")).toBe("1.23亿");
    // 1e12 / 1e8 = 10000 -> "10,000.00亿"
    expect(formatLargeAmount(1e12, "zh-CN")).toBe("10,000.00亿");
  });

  it("chooses the unit by size for negative amounts and keeps the sign", () => {
    // -123456 / 1e4 = -12.3456 -> -12.35万
    expect(formatLargeAmount(-123456, "zh-CN")).toBe("-12.35万");
    // -250000000 / 1e8 = -2.5 -> -2.50亿
    expect(formatLargeAmount(-250000000, "zh-CN")).toBe("-2.50亿");
    expect(formatLargeAmount(-9999, "zh-CN")).toBe("-9,999.00");
  });

  it("reads numeric strings", () => {
    // "123456789" / 1e8 = 1.23456789 -> 1.23亿
    expect(formatLargeAmount("123456789", "zh-CN")).toBe("1.23亿");
  });

  it("uses the plain money format for English at every size", () => {
    expect(formatLargeAmount(123456789, "en")).toBe("123,456,789.00");
    expect(formatLargeAmount(12345, "en")).toBe("12,345.00");
    expect(formatLargeAmount(-1.005, "en")).toBe("-1.01");
  });

  it("formats missing or unreadable input as an empty string in both locales", () => {
    expect(formatLargeAmount(null, "zh-CN")).toBe("");
    expect(formatLargeAmount(undefined, "en")).toBe("");
    expect(formatLargeAmount(NaN, "zh-CN")).toBe("");
    expect(formatLargeAmount("x", "zh-CN")).toBe("");
  });
});

describe("shortenNumber", () => {
  it("leaves values below a thousand unchanged", () => {
    expect(shortenNumber(0)).toBe("0");
    expect(shortenNumber(999)).toBe("999");
    expect(shortenNumber(999.96)).toBe("999.96");
    expect(shortenNumber(-999)).toBe("-999");
  });

  it("shortens exactly a thousand to 1k", () => {
    // 1000 / 1e3 = 1.0 -> "1k"
    expect(shortenNumber(1000)).toBe("1k");
  });

  it("shortens fifteen hundred to 1.5k", () => {
    // 1500 / 1e3 = 1.5
    expect(shortenNumber(1500)).toBe("1.5k");
  });

  it("shortens two million to 2M", () => {
    // 2000000 / 1e6 = 2.0 -> trailing ".0" dropped
    expect(shortenNumber(2000000)).toBe("2M");
  });

  it("uses G, T, P and E for the larger magnitudes", () => {
    // 3.4e9 / 1e9 = 3.4
    expect(shortenNumber(3.4e9)).toBe("3.4G");
    // 5e12 / 1e12 = 5
    expect(shortenNumber(5e12)).toBe("5T");
    // 6.78e15 / 1e15 = 6.78 -> 6.8
    expect(shortenNumber(6.78e15)).toBe("6.8P");
    // 7e18 / 1e18 = 7; 1.2e21 / 1e18 = 1200, there is no suffix beyond E
    expect(shortenNumber(7e18)).toBe("7E");
    expect(shortenNumber(1.2e21)).toBe("1200E");
  });

  it("rounds to the requested number of digits and drops trailing zeros", () => {
    // 1234567 / 1e6 = 1.234567 -> 2 digits 1.23
    expect(shortenNumber(1234567, 2)).toBe("1.23M");
    // 1500 / 1e3 = 1.5 -> 0 digits, half up -> 2
    expect(shortenNumber(1500, 0)).toBe("2k");
    // 1200 / 1e3 = 1.2 -> 3 digits 1.200 -> "1.2"
    expect(shortenNumber(1200, 3)).toBe("1.2k");
    // 1050 / 1e3 = 1.05 -> 1 digit, half up -> 1.1
    expect(shortenNumber(1050)).toBe("1.1k");
  });

  it("moves to the next suffix when rounding reaches a thousand", () => {
    // 999950 / 1e3 = 999.95 -> 1000.0k, which is 1e6: 0.99995 -> 1.0 -> "1M"
    expect(shortenNumber(999950)).toBe("1M");
    // 999949 / 1e3 = 999.949 -> 999.9k
    expect(shortenNumber(999949)).toBe("999.9k");
  });

  it("keeps the sign of negative values", () => {
    // -1500 / 1e3 = -1.5
    expect(shortenNumber(-1500)).toBe("-1.5k");
    // -2500000 / 1e6 = -2.5
    expect(shortenNumber(-2500000)).toBe("-2.5M");
  });

  it("returns an empty string for NaN and infinities", () => {
    expect(shortenNumber(NaN)).toBe("");
    expect(shortenNumber(Infinity)).toBe("");
    expect(shortenNumber(-Infinity)).toBe("");
  });
});

describe("timeAgo", () => {
  // 2026-01-10T12:00:00Z
  const now = Date.UTC(2026, 0, 10, 12, 0, 0);

  it("counts seconds below a minute", () => {
    expect(timeAgo(now, now)).toBe("0秒前");
    // 59.9 s -> floor 59
    expect(timeAgo(now - 59_900, now)).toBe("59秒前");
  });

  it("counts whole minutes from sixty seconds", () => {
    expect(timeAgo(now - 60_000, now)).toBe("1分钟前");
    // 3599 s / 60 = 59.98 -> 59
    expect(timeAgo(now - 3_599_000, now)).toBe("59分钟前");
  });

  it("counts whole hours from an hour", () => {
    expect(timeAgo(now - 3_600_000, now)).toBe("1小时前");
    // 86399 s / 3600 = 23.99 -> 23
    expect(timeAgo(now - 86_399_000, now)).toBe("23小时前");
  });

  it("counts whole days from a day", () => {
    expect(timeAgo(now - 86_400_000, now)).toBe("1天前");
    // 2026-01-10T12:00Z - 2025-12-31T00:00Z = 10 days 12 hours = 10.5 days -> 10
    expect(timeAgo("2025-12-31T00:00:00Z", now)).toBe("10天前");
  });

  it("accepts Date objects and ISO strings", () => {
    // 90 s -> 1 minute
    expect(timeAgo(new Date(now - 90_000), now)).toBe("1分钟前");
    // 11:00Z is an hour before 12:00Z
    expect(timeAgo("2026-01-10T11:00:00Z", now)).toBe("1小时前");
  });

  it("returns an empty string for future times", () => {
    expect(timeAgo(now + 1000, now)).toBe("");
    expect(timeAgo(now + 1, now)).toBe("");
  });

  it("returns an empty string for invalid input", () => {
    expect(timeAgo("not a date", now)).toBe("");
    expect(timeAgo("", now)).toBe("");
    expect(timeAgo(new Date(NaN), now)).toBe("");
    expect(timeAgo(NaN, now)).toBe("");
    expect(timeAgo(now, NaN)).toBe("");
  });
});

describe("timeAgoEn", () => {
  const now = Date.UTC(2026, 0, 10, 12, 0, 0);

  it("uses the singular for one of a unit", () => {
    expect(timeAgoEn(now - 1000, now)).toBe("1 second ago");
    expect(timeAgoEn(now - 60_000, now)).toBe("1 minute ago");
    expect(timeAgoEn(now - 3_600_000, now)).toBe("1 hour ago");
    expect(timeAgoEn(now - 86_400_000, now)).toBe("1 day ago");
  });

  it("uses the plural otherwise, zero included", () => {
    expect(timeAgoEn(now, now)).toBe("0 seconds ago");
    // 150 s / 60 = 2.5 -> 2
    expect(timeAgoEn(now - 150_000, now)).toBe("2 minutes ago");
    // 5 h
    expect(timeAgoEn(now - 5 * 3_600_000, now)).toBe("5 hours ago");
    // 30 days
    expect(timeAgoEn(now - 30 * 86_400_000, now)).toBe("30 days ago");
  });

  it("returns an empty string for future or invalid times", () => {
    expect(timeAgoEn(now + 5000, now)).toBe("");
    expect(timeAgoEn("garbage", now)).toBe("");
  });
});

describe("formatDate", () => {
  it("cuts date strings to their first ten characters", () => {
    expect(formatDate("2026-11-21T05:53:31Z")).toBe("2026-11-21");
    expect(formatDate("2026-11-21 05:53:31")).toBe("2026-11-21");
    expect(formatDate("2026-11-21")).toBe("2026-11-21");
  });

  it("leaves strings shorter than ten characters as they are", () => {
    expect(formatDate("2026-11")).toBe("2026-11");
    expect(formatDate("")).toBe("");
  });

  it("gives a Date object's local calendar date, zero-padded", () => {
    // Built from local parts, so the expected date holds in every time zone.
    expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(formatDate(new Date(2026, 10, 21, 0, 0))).toBe("2026-11-21");
  });

  it("formats missing input and invalid dates as an empty string", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate(new Date(NaN))).toBe("");
  });
});

describe("formatDateTime", () => {
  it("formats a Date as local YYYY-MM-DD HH:mm, seconds dropped", () => {
    expect(formatDateTime(new Date(2026, 10, 21, 5, 53, 31))).toBe("2026-11-21 05:53");
    expect(formatDateTime(new Date(2026, 0, 1, 0, 0, 59))).toBe("2026-01-01 00:00");
  });

  it("reads date-time strings without an offset as local time", () => {
    expect(formatDateTime("2026-11-21T05:53:31")).toBe("2026-11-21 05:53");
    // The space form some servers write is read the same way.
    expect(formatDateTime("2026-11-21 17:08:00")).toBe("2026-11-21 17:08");
  });

  it("reads a bare date as local midnight, not UTC midnight", () => {
    expect(formatDateTime("2026-11-21")).toBe("2026-11-21 00:00");
  });

  it("converts strings with an offset to local time", () => {
    // The instant's local parts depend on the zone the tests run in, so read them from a Date;
    // in UTC this is "2026-11-21 05:53".
    const instant = new Date(Date.UTC(2026, 10, 21, 5, 53, 31));
    const two = (part: number) => String(part).padStart(2, "0");
    const expected =
      `${instant.getFullYear()}-${two(instant.getMonth() + 1)}-${two(instant.getDate())} ` +
      `${two(instant.getHours())}:${two(instant.getMinutes())}`;

    expect(formatDateTime("2026-11-21T05:53:31Z")).toBe(expected);
  });

  it("accepts epoch milliseconds", () => {
    expect(formatDateTime(new Date(2026, 2, 3, 4, 5).getTime())).toBe("2026-03-03 04:05");
  });

  it("formats missing or invalid input as an empty string", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime(undefined)).toBe("");
    expect(formatDateTime("")).toBe("");
    expect(formatDateTime("yesterday")).toBe("");
    expect(formatDateTime(new Date(NaN))).toBe("");
    expect(formatDateTime(NaN)).toBe("");
  });
});
