// The demo blog's articles: written for this project, in English only (the portal's interface is translated;
// articles are content, written in one language like most health publishers' pieces). General information,
// not medical advice, and they say so.
import type { BlogCategory } from '../schema/index.js';

export interface DemoArticle {
  slug: string;
  title: string;
  category: BlogCategory;
  tags: string[];
  /** Days before the seed ran: the list has a spread of dates. */
  daysAgo: number;
  views: number;
  body: string;
}

const NOTE = '_This article is general information, not medical advice. Talk to your care team about your own numbers._';

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    slug: 'understanding-blood-pressure-readings',
    title: 'Understanding your blood pressure readings',
    category: 'heart',
    tags: ['blood pressure', 'home monitoring'],
    daysAgo: 2,
    views: 184,
    body: `A blood pressure reading has two numbers. The **systolic** (top) number is the pressure in your arteries while the heart beats; the **diastolic** (bottom) number is the pressure between beats. Both are measured in millimetres of mercury (mmHg).

## What the categories mean

| Category | Systolic (mmHg) | | Diastolic (mmHg) |
|---|---|---|---|
| Normal | below 120 | and | below 80 |
| Elevated | 120–129 | and | below 80 |
| High, stage 1 | 130–139 | or | 80–89 |
| High, stage 2 | 140 or higher | or | 90 or higher |

These are the adult categories used by the American Heart Association. A single high reading does not mean you have hypertension: blood pressure changes from minute to minute with activity, stress, caffeine and even a full bladder.

## Getting a reading you can trust at home

1. Sit quietly for five minutes first, back supported, feet flat on the floor.
2. Rest your arm on a table so the cuff is at heart level.
3. Use a cuff of the right size, on bare skin.
4. Take two or three readings a minute apart and note them all.
5. Measure at the same times each day, for example morning and evening.

Readings above **180/120 mmHg** need prompt medical attention, especially with chest pain, shortness of breath or changes in vision or speech.

${NOTE}`,
  },
  {
    slug: 'sleep-hygiene-basics',
    title: 'Sleep hygiene: seven habits that help you sleep better',
    category: 'sleep',
    tags: ['sleep', 'habits'],
    daysAgo: 9,
    views: 312,
    body: `Most adults need seven to nine hours of sleep. When sleep is short or broken, the first things to look at are habits — what sleep specialists call *sleep hygiene*.

## Seven habits worth trying

- **Keep a regular schedule.** Wake up at the same time every day, weekends included. The wake-up time anchors your body clock more than the bedtime does.
- **Get daylight in the morning.** Ten to twenty minutes outside soon after waking helps set your internal clock.
- **Watch caffeine after noon.** Caffeine's effect can last six hours or more.
- **Go easy on alcohol.** It may help you fall asleep, but it fragments the second half of the night.
- **Keep the bedroom cool, dark and quiet.** Around 18 °C suits most people.
- **Wind down without screens.** Give yourself 30–60 minutes of calm, dim-light activity before bed.
- **Don't lie awake for long.** If you are still awake after about 20 minutes, get up, do something quiet and come back when sleepy.

## What your sleep tracker can and cannot tell you

Wearables estimate sleep stages from movement and heart rate. They are good at showing *patterns* — later nights, shorter sleep, more awakenings — but less precise about individual stages. Use the trend, not a single night.

If you snore loudly, stop breathing in your sleep or feel very sleepy during the day despite enough time in bed, ask your doctor about sleep apnoea.

${NOTE}`,
  },
  {
    slug: 'cgm-time-in-range',
    title: 'CGM time in range: the number that says more than one glucose reading',
    category: 'diabetes',
    tags: ['CGM', 'glucose', 'diabetes'],
    daysAgo: 16,
    views: 97,
    body: `A continuous glucose monitor (CGM) takes a reading every few minutes. Instead of looking at each value, clinicians increasingly look at **time in range (TIR)**: the share of the day your glucose stays between 70 and 180 mg/dL (3.9–10.0 mmol/L).

## The usual targets for most adults with diabetes

- **Time in range (70–180 mg/dL):** more than 70 % — about 17 hours a day.
- **Time below 70 mg/dL:** less than 4 % — under one hour a day.
- **Time below 54 mg/dL:** less than 1 % — under 15 minutes a day.
- **Time above 250 mg/dL:** less than 5 %.

These targets come from an international consensus (2019). Targets differ for pregnancy and for older adults, so your care team may set others for you.

## Why it matters

Each extra 10 % of time in range — about 2.4 hours a day — has been linked with a lower risk of long-term complications. TIR also shows things an HbA1c cannot, like lows at night or spikes after meals.

## Making sense of your own data

Look at two weeks at a time. Check *when* you leave the range: after a certain meal, during exercise, overnight? Bring those patterns to your next appointment — they are more useful than any single reading.

${NOTE}`,
  },
  {
    slug: 'resting-heart-rate-what-it-tells-you',
    title: 'What your resting heart rate tells you',
    category: 'fitness',
    tags: ['heart rate', 'fitness', 'wearables'],
    daysAgo: 24,
    views: 143,
    body: `Your resting heart rate is the number of beats per minute while you are calm and at rest. For adults it is usually between **60 and 100 beats per minute**; well-trained athletes may sit in the 40s or 50s.

## How to measure it

Measure in the morning, before getting out of bed. Count the pulse at your wrist or neck for 30 seconds and double it — or let your watch do it over several nights.

## What changes it

- **Fitness:** regular aerobic exercise usually lowers it over weeks.
- **Sleep and stress:** a short night or a stressful week can raise it by several beats.
- **Illness:** a rise of 5–10 beats above your usual may come a day or two before you feel unwell.
- **Medicines, caffeine, dehydration and heat** all play a part.

## When to talk to a doctor

A resting rate regularly above 100, or below 50 if you are not an athlete, is worth discussing — especially with dizziness, fainting, chest discomfort or breathlessness.

${NOTE}`,
  },
];
