/** Published on a fresh install so the blog is useful from day one. */
export const SEED_BLOG_POSTS = [
  {
    slug: "how-to-plan-a-wedding-seating-chart",
    title: "How to plan a wedding seating chart without the stress",
    excerpt:
      "A calm, step-by-step way to go from a guest list to a finished seating chart: groups first, tables second, names last.",
    publishedAt: new Date("2026-09-02T09:00:00Z"),
    content: `Seating is the last big puzzle of wedding planning, and it tends to arrive when you are tired of decisions. The trick is to stop thinking about 120 individual people and start thinking about a dozen groups.

## 1. Wait for the RSVPs, but not for all of them

Start the plan when about 80% of replies are in. Mark everyone who has confirmed, keep the maybes in a separate list, and leave one or two flexible seats per table for late answers.

## 2. Sort guests into groups

Write down the natural circles: close family on each side, university friends, colleagues, the neighbours, plus-ones. Most groups fill a table or two on their own. A guest who belongs to two circles (a cousin who is also a colleague) is your best tool for joining half-full tables.

## 3. Choose tables that fit the room

Round tables of 8 to 10 are the easiest for conversation. Long rectangular tables seat more people in less space and feel more like a feast. Check the venue's floor plan before you decide: leave at least 1.5 m between tables for chairs and waiting staff.

## 4. Place the tables before the names

Put the couple's table first, then the families nearest to it, then everyone else by how close they are to you. Keep older relatives away from the speakers and near the exits and bathrooms; put the dance-floor crowd near the dance floor.

## 5. Fill in the names

Now the groups slide into the tables. Seat couples together, keep children with their parents (or at a kids' table near them), and give guests who know nobody a neighbour with something in common.

## 6. Share it

A printed chart at the entrance still works, but a link or QR code on every table card lets guests find their seat on their phone in seconds, and you can still change the plan the morning of the wedding.`,
  },
  {
    slug: "round-or-rectangular-tables",
    title: "Round or rectangular tables? Choosing a layout for your venue",
    excerpt:
      "Round tables make conversation easy, long tables fit more guests. How to choose, and how many seats each really holds.",
    publishedAt: new Date("2026-09-23T09:00:00Z"),
    content: `The shape of your tables changes the whole feel of the room. Here is how to decide.

## Round tables

- **Best for** conversation: everyone can see everyone.
- **Capacity**: a 150 cm round seats 8 comfortably and 10 if the chairs are slim.
- **Watch out for** wasted floor space between the circles; round tables need more room per guest.

## Rectangular (banquet) tables

- **Best for** a long, festive family-style dinner, or a narrow room.
- **Capacity**: roughly one guest per 60 cm of each long side, plus one at each end if you want.
- **Watch out for** conversation: guests mostly talk to their immediate neighbours.

## Oval tables

A good middle ground: more seats than a round of the same width, softer than a banquet row, and they photograph beautifully.

## Mixing shapes

Many couples use a long head table for the wedding party and rounds for everyone else. When you draw your plan, place the head table first, keep a clear line of sight to it from every table, and leave a path for the first dance.

## A quick rule for the number of tables

Divide the number of confirmed guests by the seats per table and add one spare table's worth of seats for late changes. For 120 guests at tables of 8: 15 tables, plus room to move people around.`,
  },
  {
    slug: "sharing-your-seating-plan-with-guests",
    title: "Sharing your seating plan with guests: links, QR codes and day-of tips",
    excerpt:
      "Let guests find their table on their phone: publish your guest page, print a QR code, and keep the plan up to date on the day.",
    publishedAt: new Date("2026-10-14T09:00:00Z"),
    content: `A beautiful printed seating chart is lovely, until a guest cannot find their name in a list of 150. A shared guest page solves that.

## Publish your guest page

When your plan is ready, switch your event from private to public. Anyone with the link can then open the page, search for their name and see their table number. Until you publish, only you can see it.

## Print the QR code

Put the QR code on the welcome sign, on the programme, or on a small card at the entrance. Guests point their phone camera at it and the page opens; no app to install.

## Keep it current

Late cancellations and surprise plus-ones happen. Because the page is live, moving a guest on the morning of the wedding updates what everyone sees straight away. Just make sure the new table still has a free chair.

## A few practical tips

- Test the link on a phone before you print anything.
- Add the venue address and time so the same page doubles as a reminder.
- Keep guest details private: the page shows names and tables, never e-mail addresses, phone numbers or dietary notes.
- Ask one person (a friend or the venue coordinator) to be the "seating helper" on the day, with the plan open on their phone.`,
  },
];
