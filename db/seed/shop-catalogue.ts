// The seeded catalogue: health devices the portal pairs with (and a few it does not yet), with realistic
// prices in euro cents. Brand names are made up for the project.
import type { NewProductRow } from '../schema/index.js';

type Row = [
  name: string,
  category: NewProductRow['category'],
  colour: NewProductRow['colour'],
  gender: NewProductRow['gender'],
  price: number,
  oldPrice: number | null,
  stock: number,
  description: string,
];

export const CATALOGUE: Row[] = [
  ['Pulsa Arm BP Pro', 'bp_cuff', 'white', 'unisex', 7990, 9490, 40, 'Clinically validated upper-arm blood-pressure monitor with a 22–42 cm cuff, irregular heartbeat detection and Bluetooth sync of every reading.'],
  ['Pulsa Arm BP Compact', 'bp_cuff', 'silver', 'unisex', 5490, null, 25, 'Compact upper-arm monitor for daily home readings; averages three measurements to smooth out white-coat effect.'],
  ['Vitalis Wrist BP', 'bp_cuff', 'black', 'unisex', 4490, null, 30, 'Wrist blood-pressure monitor with a position guide so the cuff sits at heart level; stores 2 × 120 readings.'],
  ['Vitalis Arm BP XL', 'bp_cuff', 'blue', 'men', 8990, null, 12, 'Upper-arm monitor with an extra-large 32–52 cm cuff and morning hypertension alerts.'],
  ['Pulsa Arm BP Slim', 'bp_cuff', 'pink', 'women', 6490, 6990, 18, 'Slim-cuff upper-arm monitor sized 17–32 cm, quiet inflation, two user profiles.'],
  ['Oxia Fingertip Oximeter', 'pulse_oximeter', 'white', 'unisex', 2990, null, 80, 'Fingertip pulse oximeter showing SpO₂, pulse rate and perfusion index on a bright OLED display.'],
  ['Oxia Fingertip Kids', 'pulse_oximeter', 'pink', 'kids', 3490, null, 35, 'Small-finger oximeter for children from 4 years, with a playful display and soft silicone pad.'],
  ['Oxia Connect Oximeter', 'pulse_oximeter', 'blue', 'unisex', 4990, 5990, 50, 'Bluetooth oximeter that streams SpO₂ and pulse to the portal; overnight mode with a wrist band.'],
  ['Oxia Sport Oximeter', 'pulse_oximeter', 'black', 'men', 3990, null, 22, 'Rugged oximeter for altitude and endurance training, reads through cold fingers.'],
  ['GlucoFlow 14-day Sensor', 'cgm', 'white', 'unisex', 5990, null, 120, 'Continuous glucose sensor worn on the upper arm for 14 days; readings every minute, no finger pricks.'],
  ['GlucoFlow 14-day Sensor ×2', 'cgm', 'white', 'unisex', 10990, 11980, 60, 'Two 14-day continuous glucose sensors: four weeks of readings with trend arrows and alerts.'],
  ['GlucoFlow Plus 15-day', 'cgm', 'silver', 'unisex', 6990, null, 45, 'Fifteen-day sensor with a 1-hour warm-up and predictive low-glucose alerts.'],
  ['GlucoFlow Starter Kit', 'cgm', 'blue', 'unisex', 14990, null, 15, 'Reader, applicator and two sensors: everything to start continuous glucose monitoring.'],
  ['Balanca Smart Scale', 'scale', 'white', 'unisex', 4990, 5990, 55, 'Body-composition scale: weight, body fat, muscle and water, for up to eight people.'],
  ['Balanca Glass Scale', 'scale', 'black', 'unisex', 3490, null, 40, 'Tempered-glass bathroom scale with 100 g steps and automatic user recognition.'],
  ['Balanca Pro Scale', 'scale', 'silver', 'unisex', 12990, null, 10, 'Eight-electrode segmental scale with heart rate at rest and a colour display.'],
  ['Balanca Baby Scale', 'scale', 'green', 'kids', 5990, null, 14, 'Infant scale with 10 g precision and a hold function for wriggly babies.'],
  ['Kardia Watch S', 'watch', 'black', 'unisex', 24900, 27900, 20, 'Health watch with ECG, continuous heart rate, SpO₂ and sleep staging; 7-day battery.'],
  ['Kardia Watch S Rose', 'watch', 'pink', 'women', 24900, null, 16, 'Kardia Watch S in a smaller 40 mm case with cycle tracking.'],
  ['Kardia Watch Active', 'watch', 'blue', 'men', 17900, null, 30, 'Sports health watch with GPS, heart-rate zones, stress and recovery scores.'],
  ['Kardia Watch Lite', 'watch', 'silver', 'unisex', 9900, 12900, 45, 'Light everyday health watch: heart rate, steps, SpO₂ checks and reminders to move.'],
  ['Kardia Band Kids', 'watch', 'green', 'kids', 4900, null, 35, 'Activity band for children with a sleep timer and no social features.'],
  ['Kardia Watch Titan', 'watch', 'silver', 'men', 39900, null, 8, 'Titanium health watch with a sapphire glass, two-lead ECG and skin temperature.'],
  ['Somna Ring', 'sleep_tracker', 'black', 'unisex', 29900, null, 18, 'Smart ring measuring sleep stages, resting heart rate, HRV and temperature trend.'],
  ['Somna Ring Silver', 'sleep_tracker', 'silver', 'unisex', 29900, 32900, 12, 'Somna Ring in brushed titanium: sleep, readiness and temperature, 6-day battery.'],
  ['Somna Bedside Sensor', 'sleep_tracker', 'white', 'unisex', 11900, null, 25, 'Under-mattress sleep sensor: sleep cycles, snoring and breathing disturbances, nothing to wear.'],
  ['Somna Headband', 'sleep_tracker', 'blue', 'unisex', 19900, null, 9, 'EEG sleep headband that measures deep sleep and plays gentle audio to extend it.'],
  ['Therma Ear Thermometer', 'thermometer', 'white', 'unisex', 3990, null, 60, 'Infrared ear thermometer with a 1-second reading and fever colour alert.'],
  ['Therma Forehead Contactless', 'thermometer', 'silver', 'unisex', 2990, 3490, 70, 'Contactless forehead thermometer for the whole family; silent night mode.'],
  ['Therma Baby Soft', 'thermometer', 'green', 'kids', 1990, null, 50, 'Flexible-tip digital thermometer for babies, waterproof, 10-second reading.'],
  ['Therma Patch 24h', 'thermometer', 'pink', 'kids', 4990, null, 20, 'Wearable temperature patch that watches a fever overnight and alerts your phone.'],
  ['Pulsa Home Care Bundle', 'bp_cuff', 'white', 'unisex', 11990, 13980, 10, 'Upper-arm blood-pressure monitor and fingertip oximeter together, with a travel case.'],
];
