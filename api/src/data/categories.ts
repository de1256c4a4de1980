/**
 * The four-level category tree. Level 1 is exactly the 14 names of spec §5 (with
 * its spelling, "Accomodation"); levels 2 and 3 are listed here; level 4 splits
 * every level-3 category by the qualifiers of its top category.
 */
import type { TopCategoryName } from '@gbx/contract/rules';

export interface TopCategory {
  /** One of the 14 names of §5 (contract/src/rules/categories.ts), in their order: a test holds the tree to them. */
  name: TopCategoryName;
  /** Level-2 name -> its level-3 names. */
  children: Readonly<Record<string, readonly string[]>>;
  /** Level-4 names under each level-3 category. */
  qualifiers: readonly string[];
}

export const CATEGORY_TREE: readonly TopCategory[] = [
  {
    name: 'Academia & Education',
    children: {
      'Books & Textbooks': ['Science Textbooks', 'Language Learning', 'Exam Preparation'],
      'School Supplies': ['Stationery', 'Backpacks', 'Calculators'],
      'Lab Equipment': ['Microscopes', 'Glassware', 'Lab Safety'],
      'Online Courses': ['Programming Courses', 'Business Courses', 'Music Lessons'],
    },
    qualifiers: ['Primary', 'Secondary', 'University'],
  },
  {
    name: 'Accomodation',
    children: {
      'Hotels': ['City Hotels', 'Resort Hotels', 'Boutique Hotels'],
      'Holiday Rentals': ['Apartments', 'Villas', 'Cabins'],
      'Shared Stays': ['Hostels', 'Guest Houses', 'Student Rooms'],
    },
    qualifiers: ['Nightly', 'Weekly', 'Monthly'],
  },
  {
    name: 'Art',
    children: {
      'Paintings': ['Oil Paintings', 'Watercolours', 'Acrylic Paintings'],
      'Sculpture': ['Bronze Sculpture', 'Stone Carving', 'Wood Carving'],
      'Prints & Photography': ['Fine Art Prints', 'Photographs', 'Posters'],
      'Art Supplies': ['Brushes', 'Canvases', 'Paints'],
    },
    qualifiers: ['Contemporary', 'Classic', 'Abstract'],
  },
  {
    name: 'Automotive',
    children: {
      'Car Parts': ['Brakes', 'Engine Parts', 'Suspension'],
      'Tyres & Wheels': ['Summer Tyres', 'Winter Tyres', 'Alloy Wheels'],
      'Car Electronics': ['Car Audio', 'Dash Cameras', 'GPS Navigation'],
      'Vehicles': ['Cars', 'Motorcycles', 'Vans'],
    },
    qualifiers: ['OEM', 'Aftermarket', 'Performance'],
  },
  {
    name: 'Boats',
    children: {
      'Motor Boats': ['Speedboats', 'Cabin Cruisers', 'Fishing Boats'],
      'Sailing': ['Sailboats', 'Sails & Rigging', 'Dinghies'],
      'Marine Equipment': ['Anchors', 'Marine Electronics', 'Life Jackets'],
    },
    qualifiers: ['Inland', 'Coastal', 'Offshore'],
  },
  {
    name: 'Commodities',
    children: {
      'Agricultural Commodities': ['Grains', 'Coffee & Cocoa', 'Cotton'],
      'Metals': ['Copper', 'Aluminium', 'Steel'],
      'Energy': ['Fuel Oil', 'Coal', 'Liquefied Gas'],
    },
    qualifiers: ['Spot', 'Bulk', 'Contract'],
  },
  {
    name: 'Construction Material',
    children: {
      'Building Materials': ['Cement', 'Bricks & Blocks', 'Timber'],
      'Plumbing': ['Pipes', 'Valves', 'Fittings'],
      'Electrical Supplies': ['Cables', 'Switches', 'Lighting'],
      'Roofing': ['Roof Tiles', 'Metal Sheets', 'Insulation'],
    },
    qualifiers: ['Residential', 'Commercial', 'Industrial'],
  },
  {
    name: 'Consumer Products',
    children: {
      'Electronics': ['Mobile Phones', 'Laptops', 'Headphones'],
      'Fashion': ['Shoes', 'Jackets', 'Watches'],
      'Home & Kitchen': ['Cookware', 'Furniture', 'Bedding'],
      'Health & Beauty': ['Skin Care', 'Hair Care', 'Fragrances'],
    },
    qualifiers: ['Men', 'Women', 'Unisex'],
  },
  {
    name: 'Farming Equipment',
    children: {
      'Tractors': ['Compact Tractors', 'Utility Tractors', 'Tractor Parts'],
      'Harvesting': ['Combine Harvesters', 'Balers', 'Mowers'],
      'Irrigation': ['Drip Irrigation', 'Sprinklers', 'Water Pumps'],
    },
    qualifiers: ['Small Farm', 'Mid-size Farm', 'Large Farm'],
  },
  {
    name: 'Industrial Products',
    children: {
      'Machinery': ['CNC Machines', 'Compressors', 'Generators'],
      'Tools': ['Power Tools', 'Hand Tools', 'Measuring Tools'],
      'Safety Equipment': ['Helmets', 'Gloves', 'Safety Footwear'],
      'Packaging': ['Boxes', 'Pallets', 'Stretch Film'],
    },
    qualifiers: ['Light Duty', 'Medium Duty', 'Heavy Duty'],
  },
  {
    name: 'Leisure',
    children: {
      'Sports': ['Football', 'Tennis', 'Fitness Equipment'],
      'Outdoor': ['Camping Gear', 'Hiking', 'Bicycles'],
      'Games & Toys': ['Board Games', 'Puzzles', 'Video Games'],
      'Music': ['Guitars', 'Keyboards', 'Drums'],
    },
    qualifiers: ['Beginner', 'Enthusiast', 'Professional'],
  },
  {
    name: 'Medical Equipment',
    children: {
      'Diagnostic Equipment': ['Blood Pressure Monitors', 'Thermometers', 'Stethoscopes'],
      'Mobility Aids': ['Wheelchairs', 'Walkers', 'Crutches'],
      'Hospital Supplies': ['Hospital Beds', 'Surgical Instruments', 'Disposables'],
    },
    qualifiers: ['Home Care', 'Clinic', 'Hospital'],
  },
  {
    name: 'Ploughs',
    children: {
      'Mouldboard Ploughs': ['Single Furrow', 'Reversible', 'Multi Furrow'],
      'Disc Ploughs': ['Standard Disc', 'Heavy Disc', 'Offset Disc'],
      'Chisel Ploughs': ['Rigid Tine', 'Spring Tine', 'Subsoilers'],
    },
    qualifiers: ['Tractor Mounted', 'Trailed', 'Animal Drawn'],
  },
  {
    name: 'Real Estate',
    children: {
      'Residential Property': ['Houses', 'Apartments for Sale', 'Plots'],
      'Commercial Property': ['Offices', 'Retail Units', 'Warehouses'],
      'Rentals': ['Long-term Rentals', 'Short-term Rentals', 'Co-working Space'],
    },
    qualifiers: ['Urban', 'Suburban', 'Rural'],
  },
];
