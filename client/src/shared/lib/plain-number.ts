/** Up to 2 decimals, no trailing zeros: 5.1, 120, 0.45. */
export function plainNumber(format: (value: number, decimals?: number) => string) {
  return (value: number) => {
    const rounded = Math.round(value * 100) / 100;
    const whole = (x: number) => Math.abs(x - Math.round(x)) < 1e-9;
    const decimals = whole(rounded) ? 0 : whole(rounded * 10) ? 1 : 2;
    return format(rounded, decimals);
  };
}
