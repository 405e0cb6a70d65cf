#!/usr/bin/env python3
"""Draws the Podsheet icon and writes every size the installers need.

    pip install pillow icnsutil
    python3 packaging/make-icons.py

Writes assets/icons/podsheet-{16..512}.png, podsheet.ico (Windows) and
podsheet.icns (macOS). The mark: a paper pod sheet with a grid of boxes
and a playing card laid over its corner, on a rounded dark-teal tile.
"""
from pathlib import Path

from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icons"
S = 2048  # drawn large, scaled down for smooth edges
SIZES = [16, 24, 32, 48, 64, 128, 256, 512]


def px(v):
    return int(round(v * S / 512))


def draw() -> Image.Image:
    img = Image.new("RGBA", (S, S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    # Tile.
    d.rounded_rectangle([px(16), px(16), px(496), px(496)], radius=px(96),
                        fill=(22, 94, 104, 255))
    # The sheet (slightly rotated look via a shadow offset).
    d.rounded_rectangle([px(92), px(70), px(380), px(440)], radius=px(18),
                        fill=(10, 50, 56, 110))
    d.rounded_rectangle([px(80), px(58), px(368), px(428)], radius=px(18),
                        fill=(250, 248, 240, 255))
    # Header bar.
    d.rectangle([px(112), px(92), px(336), px(124)], fill=(22, 94, 104, 255))
    # The grid: 5 rows x 4 columns of boxes.
    line = (60, 70, 80, 255)
    x0, x1, y0, y1 = 112, 336, 148, 396
    for i in range(5):
        x = x0 + (x1 - x0) * i / 4
        d.line([px(x), px(y0), px(x), px(y1)], fill=line, width=px(6))
    for j in range(6):
        y = y0 + (y1 - y0) * j / 5
        d.line([px(x0), px(y), px(x1), px(y)], fill=line, width=px(6))
    # A few filled result boxes.
    for (c, r) in [(0, 0), (1, 1), (2, 2), (3, 3), (1, 4)]:
        cx0 = x0 + (x1 - x0) * c / 4 + 10
        cy0 = y0 + (y1 - y0) * r / 5 + 10
        d.rectangle([px(cx0), px(cy0), px(cx0 + 36), px(cy0 + 30)],
                    fill=(226, 120, 40, 255))
    # The card, tilted, over the lower-right corner.
    card = Image.new("RGBA", (px(140), px(196)), (0, 0, 0, 0))
    cd = ImageDraw.Draw(card)
    cd.rounded_rectangle([0, 0, px(140) - 1, px(196) - 1], radius=px(16),
                         fill=(30, 30, 36, 255))
    cd.rounded_rectangle([px(10), px(10), px(130), px(186)], radius=px(9),
                         fill=(196, 64, 48, 255))
    cd.ellipse([px(36), px(64), px(104), px(132)], fill=(250, 236, 200, 255))
    cd.ellipse([px(54), px(82), px(86), px(114)], fill=(196, 64, 48, 255))
    card = card.rotate(-16, resample=Image.BICUBIC, expand=True)
    shadow = Image.new("RGBA", card.size, (0, 0, 0, 0))
    shadow.putalpha(card.getchannel("A").point(lambda a: a * 90 // 255))
    img.alpha_composite(shadow, (px(286) + px(6), px(244) + px(8)))
    img.alpha_composite(card, (px(286), px(244)))
    return img


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    big = draw()
    for s in SIZES:
        big.resize((s, s), Image.LANCZOS).save(OUT / f"podsheet-{s}.png",
                                               optimize=True)
    base = big.resize((256, 256), Image.LANCZOS)
    base.save(OUT / "podsheet.ico",
              sizes=[(s, s) for s in [16, 24, 32, 48, 64, 128, 256]])
    try:
        from icnsutil import IcnsFile
    except ImportError:
        print("icnsutil missing: skipped podsheet.icns (pip install icnsutil)")
    else:
        icns = IcnsFile()
        for s, key in [(16, "icp4"), (32, "icp5"), (64, "icp6"),
                       (128, "ic07"), (256, "ic08"), (512, "ic09")]:
            icns.add_media(key, file=str(OUT / f"podsheet-{s}.png"))
        icns.write(str(OUT / "podsheet.icns"))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
