import { Designation } from '@console/contract';

// Fixed lists of the demo group: places, what the branches teach, how staff are organised.
// Nothing here is random; the generators choose among these.

export interface StateDefinition {
  name: string;
  /** Two letters; also the start of the state's branch codes. */
  code: string;
  /** Districts with localities where a campus can be. The first ones are the largest. */
  districts: readonly { name: string; localities: readonly string[] }[];
}

/** In seeding order: the first state is the demo accounts' "first state". */
export const STATES: readonly StateDefinition[] = [
  {
    name: 'Andhra Pradesh',
    code: 'AP',
    districts: [
      {
        name: 'NTR',
        localities: ['Benz Circle', 'Patamata', 'Gunadala', 'Bhavanipuram', 'Moghalrajpuram'],
      },
      {
        name: 'Visakhapatnam',
        localities: ['MVP Colony', 'Gajuwaka', 'Madhurawada', 'Dwaraka Nagar', 'Seethammadhara'],
      },
      { name: 'Guntur', localities: ['Brodipet', 'Arundelpet', 'Lakshmipuram', 'Tenali'] },
      { name: 'East Godavari', localities: ['Rajamahendravaram', 'Kakinada', 'Danavaipeta'] },
      { name: 'West Godavari', localities: ['Bhimavaram', 'Tanuku', 'Tadepalligudem'] },
      { name: 'SPSR Nellore', localities: ['Magunta Layout', 'Kavali', 'Gudur'] },
      { name: 'Tirupati', localities: ['Tirupati', 'Srikalahasti', 'Renigunta'] },
      { name: 'Kurnool', localities: ['Kurnool', 'Adoni', 'Yemmiganur'] },
      { name: 'Anantapuramu', localities: ['Anantapur', 'Guntakal', 'Tadipatri'] },
      { name: 'Prakasam', localities: ['Ongole', 'Markapur', 'Kandukur'] },
      { name: 'YSR Kadapa', localities: ['Kadapa', 'Proddatur'] },
      { name: 'Krishna', localities: ['Machilipatnam', 'Gudivada'] },
      { name: 'Srikakulam', localities: ['Srikakulam', 'Palasa'] },
      { name: 'Vizianagaram', localities: ['Vizianagaram', 'Bobbili'] },
    ],
  },
  {
    name: 'Telangana',
    code: 'TG',
    districts: [
      {
        name: 'Hyderabad',
        localities: [
          'Ameerpet',
          'Dilsukhnagar',
          'Himayatnagar',
          'Mehdipatnam',
          'Secunderabad',
          'Narayanaguda',
          'Tolichowki',
        ],
      },
      {
        name: 'Medchal-Malkajgiri',
        localities: ['Kukatpally', 'Kompally', 'Malkajgiri', 'Uppal', 'ECIL', 'Nizampet'],
      },
      {
        name: 'Rangareddy',
        localities: [
          'Gachibowli',
          'LB Nagar',
          'Hayathnagar',
          'Manikonda',
          'Shamshabad',
          'Kondapur',
        ],
      },
      { name: 'Sangareddy', localities: ['Patancheru', 'Sangareddy', 'Ameenpur'] },
      { name: 'Hanumakonda', localities: ['Hanamkonda', 'Kazipet'] },
      { name: 'Karimnagar', localities: ['Karimnagar', 'Huzurabad'] },
      { name: 'Khammam', localities: ['Khammam', 'Sathupalli'] },
      { name: 'Nizamabad', localities: ['Nizamabad', 'Armoor', 'Bodhan'] },
      { name: 'Nalgonda', localities: ['Nalgonda', 'Miryalaguda'] },
      { name: 'Mahabubnagar', localities: ['Mahabubnagar', 'Jadcherla'] },
      { name: 'Warangal', localities: ['Warangal', 'Narsampet'] },
      { name: 'Siddipet', localities: ['Siddipet', 'Gajwel'] },
    ],
  },
  {
    name: 'Karnataka',
    code: 'KA',
    districts: [
      {
        name: 'Bengaluru Urban',
        localities: [
          'Jayanagar',
          'Rajajinagar',
          'Malleshwaram',
          'Whitefield',
          'Electronic City',
          'Marathahalli',
          'Yelahanka',
          'HSR Layout',
          'BTM Layout',
        ],
      },
      { name: 'Mysuru', localities: ['Kuvempunagar', 'Vijayanagar', 'Saraswathipuram'] },
      { name: 'Dakshina Kannada', localities: ['Kadri', 'Surathkal', 'Puttur'] },
      { name: 'Dharwad', localities: ['Hubballi', 'Dharwad'] },
      { name: 'Belagavi', localities: ['Tilakwadi', 'Gokak'] },
      { name: 'Kalaburagi', localities: ['Kalaburagi'] },
      { name: 'Ballari', localities: ['Ballari', 'Siruguppa'] },
      { name: 'Tumakuru', localities: ['Tumakuru', 'Tiptur'] },
      { name: 'Shivamogga', localities: ['Shivamogga', 'Bhadravati'] },
      { name: 'Davanagere', localities: ['Davanagere', 'Harihar'] },
    ],
  },
  {
    name: 'Tamil Nadu',
    code: 'TN',
    districts: [
      {
        name: 'Chennai',
        localities: [
          'Anna Nagar',
          'T. Nagar',
          'Velachery',
          'Adyar',
          'Mylapore',
          'Porur',
          'Perambur',
        ],
      },
      { name: 'Chengalpattu', localities: ['Tambaram', 'Guduvanchery', 'Pallavaram'] },
      { name: 'Coimbatore', localities: ['RS Puram', 'Saravanampatti', 'Peelamedu', 'Pollachi'] },
      { name: 'Madurai', localities: ['KK Nagar', 'Tallakulam', 'Thirunagar'] },
      { name: 'Tiruchirappalli', localities: ['Thillai Nagar', 'Srirangam'] },
      { name: 'Salem', localities: ['Fairlands', 'Hasthampatti'] },
      { name: 'Tirunelveli', localities: ['Palayamkottai'] },
      { name: 'Vellore', localities: ['Katpadi', 'Sathuvachari'] },
      { name: 'Erode', localities: ['Erode', 'Perundurai'] },
      { name: 'Thanjavur', localities: ['Thanjavur', 'Kumbakonam'] },
    ],
  },
  {
    name: 'Maharashtra',
    code: 'MH',
    districts: [
      {
        name: 'Pune',
        localities: ['Kothrud', 'Hadapsar', 'Wakad', 'Baner', 'Pimpri', 'Viman Nagar'],
      },
      {
        name: 'Mumbai Suburban',
        localities: ['Andheri', 'Borivali', 'Powai', 'Mulund', 'Ghatkopar'],
      },
      { name: 'Thane', localities: ['Thane West', 'Kalyan', 'Dombivli', 'Vashi'] },
      { name: 'Nagpur', localities: ['Dharampeth', 'Manish Nagar', 'Sadar'] },
      { name: 'Nashik', localities: ['Gangapur Road', 'Nashik Road'] },
      { name: 'Chhatrapati Sambhajinagar', localities: ['CIDCO', 'Garkheda'] },
      { name: 'Kolhapur', localities: ['Rajarampuri', 'Ichalkaranji'] },
      { name: 'Solapur', localities: ['Solapur'] },
      { name: 'Nanded', localities: ['Vazirabad'] },
      { name: 'Latur', localities: ['Latur'] },
    ],
  },
  {
    name: 'Odisha',
    code: 'OD',
    districts: [
      {
        name: 'Khordha',
        localities: ['Saheed Nagar', 'Patia', 'Nayapalli', 'Chandrasekharpur', 'Khordha'],
      },
      { name: 'Cuttack', localities: ['Buxi Bazaar', 'CDA Sector 6', 'Choudwar'] },
      { name: 'Ganjam', localities: ['Berhampur', 'Aska'] },
      { name: 'Sundargarh', localities: ['Rourkela', 'Sundargarh'] },
      { name: 'Sambalpur', localities: ['Sambalpur', 'Burla'] },
      { name: 'Balasore', localities: ['Balasore'] },
      { name: 'Puri', localities: ['Puri'] },
      { name: 'Mayurbhanj', localities: ['Baripada'] },
    ],
  },
];

/** Segment ids of SEGMENTS (contract), by name, for readable tables below. */
export const Segment = {
  Others: 1,
  College: 2,
  HighSchool: 3,
  EChamps: 4,
  EKidz: 5,
  CoachingCenter: 6,
} as const;

export interface CourseDefinition {
  segmentId: number;
  name: string;
  /** Batches of the course; those marked coaching make their students `is_coaching`. */
  batches: readonly { name: string; coaching: boolean; weight: number }[];
  /** Relative number of students in a branch that offers it. */
  weight: number;
}

const regular = { name: 'Regular', coaching: false, weight: 6 };
const schoolBatches = [regular, { name: 'Olympiad', coaching: false, weight: 2 }];
const coachingBatches = [
  { name: 'Morning', coaching: true, weight: 4 },
  { name: 'Evening', coaching: true, weight: 3 },
  { name: 'Weekend', coaching: true, weight: 1 },
];

export const COURSES: readonly CourseDefinition[] = [
  {
    segmentId: Segment.College,
    name: 'MPC',
    weight: 40,
    batches: [
      { name: 'IIT Integrated', coaching: true, weight: 3 },
      { name: 'EAMCET Star', coaching: false, weight: 3 },
      regular,
    ],
  },
  {
    segmentId: Segment.College,
    name: 'BiPC',
    weight: 30,
    batches: [
      { name: 'NEET Integrated', coaching: true, weight: 3 },
      { name: 'EAMCET Star', coaching: false, weight: 2 },
      regular,
    ],
  },
  {
    segmentId: Segment.College,
    name: 'CEC',
    weight: 12,
    batches: [{ name: 'CA Foundation', coaching: false, weight: 2 }, regular],
  },
  {
    segmentId: Segment.College,
    name: 'MEC',
    weight: 10,
    batches: [{ name: 'CA Foundation', coaching: false, weight: 2 }, regular],
  },
  ...[6, 7, 8, 9, 10].map((n) => ({
    segmentId: Segment.HighSchool,
    name: `Class ${n}`,
    weight: 14 - n / 2,
    batches:
      n >= 8
        ? [...schoolBatches, { name: 'IIT Foundation', coaching: false, weight: 2 }]
        : schoolBatches,
  })),
  ...[1, 2, 3, 4, 5].map((n) => ({
    segmentId: Segment.EChamps,
    name: `Class ${n}`,
    weight: 10,
    batches: [regular],
  })),
  ...['Nursery', 'PP1', 'PP2'].map((name) => ({
    segmentId: Segment.EKidz,
    name,
    weight: 6,
    batches: [regular],
  })),
  {
    segmentId: Segment.CoachingCenter,
    name: 'JEE Long Term',
    weight: 30,
    batches: coachingBatches,
  },
  {
    segmentId: Segment.CoachingCenter,
    name: 'NEET Long Term',
    weight: 30,
    batches: coachingBatches,
  },
  {
    segmentId: Segment.CoachingCenter,
    name: 'EAMCET Crash Course',
    weight: 15,
    batches: coachingBatches,
  },
  {
    segmentId: Segment.CoachingCenter,
    name: 'JEE Advanced Crash Course',
    weight: 8,
    batches: coachingBatches,
  },
  {
    segmentId: Segment.CoachingCenter,
    name: 'NEET Crash Course',
    weight: 10,
    batches: coachingBatches,
  },
  { segmentId: Segment.Others, name: 'Spoken English', weight: 5, batches: [regular] },
  { segmentId: Segment.Others, name: 'Bridge Course', weight: 4, batches: [regular] },
];

export const SUBJECTS: readonly { name: string; code: string }[] = [
  { name: 'Mathematics', code: 'MAT' },
  { name: 'Mathematics IA', code: 'MAT1A' },
  { name: 'Mathematics IB', code: 'MAT1B' },
  { name: 'Physics', code: 'PHY' },
  { name: 'Chemistry', code: 'CHE' },
  { name: 'Botany', code: 'BOT' },
  { name: 'Zoology', code: 'ZOO' },
  { name: 'Economics', code: 'ECO' },
  { name: 'Commerce', code: 'COM' },
  { name: 'Civics', code: 'CIV' },
  { name: 'History', code: 'HIS' },
  { name: 'Accountancy', code: 'ACC' },
  { name: 'English', code: 'ENG' },
  { name: 'Telugu', code: 'TEL' },
  { name: 'Hindi', code: 'HIN' },
  { name: 'Sanskrit', code: 'SAN' },
  { name: 'Kannada', code: 'KAN' },
  { name: 'Tamil', code: 'TAM' },
  { name: 'Marathi', code: 'MAR' },
  { name: 'Odia', code: 'ODI' },
  { name: 'General Science', code: 'SCI' },
  { name: 'Social Studies', code: 'SOC' },
  { name: 'Environmental Studies', code: 'EVS' },
  { name: 'Computer Science', code: 'CSC' },
  { name: 'General Knowledge', code: 'GK' },
  { name: 'Physical Education', code: 'PED' },
  { name: 'Art and Craft', code: 'ART' },
  { name: 'Rhymes and Phonics', code: 'RHY' },
];

/** Groups of programs; each program exists in academic years 19 and 20. */
export const GROUPS: readonly { name: string; programs: readonly string[] }[] = [
  {
    name: 'Engineering Entrance',
    programs: ['JEE Main & Advanced (2 years)', 'JEE Main (1 year)', 'EAMCET Engineering'],
  },
  { name: 'Medical Entrance', programs: ['NEET (2 years)', 'NEET Repeaters', 'EAMCET Medical'] },
  {
    name: 'Board Programs',
    programs: ['State Board Intermediate', 'CBSE Senior Secondary', 'CA Foundation'],
  },
  { name: 'Foundation', programs: ['Olympiad Foundation', 'IIT Foundation', 'NTSE Foundation'] },
  { name: 'Early Years', programs: ['Play Way', 'Montessori'] },
];
export const PROGRAM_YEARS = [19, 20] as const;

export const OfficeType = {
  Branch: 'Branch',
  ZonalOffice: 'Zonal Office',
  HeadOffice: 'Head Office',
} as const;
export const OFFICE_TYPES: readonly string[] = [
  OfficeType.Branch,
  OfficeType.ZonalOffice,
  'Regional Office',
  OfficeType.HeadOffice,
  'Admission Office',
];

export const DEPARTMENTS = [
  'Academics',
  'Administration',
  'Accounts',
  'Admissions',
  'Examinations',
  'Human Resources',
  'Information Technology',
  'Research & Development',
  'Transport',
  'Hostel',
  'Facilities',
  'Health & Wellness',
  'Sports',
  'Library',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const STAFF_CATEGORIES = {
  Teaching: [
    'Leadership',
    'Lecturers',
    'School Teachers',
    'Pre-Primary Teachers',
    'Coaching Faculty',
    'Physical Education',
  ],
  'Non-Teaching': ['Lab & Library', 'Transport', 'Hostel', 'Housekeeping', 'Security', 'Health'],
  Administration: ['Management', 'Office', 'Accounts', 'Human Resources', 'IT'],
} as const;
type SubCategoryName = (typeof STAFF_CATEGORIES)[keyof typeof STAFF_CATEGORIES][number];

export interface DesignationDefinition {
  id: number;
  name: string;
  department: Department;
  subCategory: SubCategoryName;
  /** Chance a person in the role is a woman. */
  female: number;
  /** Whether people in the role usually have a work email. */
  email: boolean;
}

export const Designations = {
  ...Designation,
  VicePrincipal: 31,
  Dean: 44,
  Lecturer: 101,
  JuniorLecturer: 102,
  Teacher: 110,
  PrimaryTeacher: 111,
  PrePrimaryTeacher: 112,
  CoachingFaculty: 115,
  PhysicalEducationTeacher: 120,
  Librarian: 140,
  LabAssistant: 150,
  Accountant: 210,
  Cashier: 211,
  OfficeAssistant: 230,
  Receptionist: 231,
  AdmissionsOfficer: 235,
  Counsellor: 240,
  Nurse: 250,
  Warden: 310,
  Driver: 320,
  Attender: 330,
  SecurityGuard: 340,
  Housekeeping: 360,
  HrExecutive: 410,
  ItAdministrator: 420,
} as const;

const D = Designations;
export const DESIGNATIONS: readonly DesignationDefinition[] = [
  {
    id: D.Principal,
    name: 'Principal',
    department: 'Academics',
    subCategory: 'Leadership',
    female: 0.4,
    email: true,
  },
  {
    id: D.AssistantGeneralManager,
    name: 'Assistant General Manager',
    department: 'Administration',
    subCategory: 'Management',
    female: 0.25,
    email: true,
  },
  {
    id: D.ZonalCoordinator,
    name: 'Zonal Coordinator',
    department: 'Academics',
    subCategory: 'Management',
    female: 0.3,
    email: true,
  },
  {
    id: D.ZonalCoordinatorSouth,
    name: 'Zonal Coordinator (South)',
    department: 'Academics',
    subCategory: 'Management',
    female: 0.3,
    email: true,
  },
  {
    id: D.ZonalCoordinatorNorth,
    name: 'Zonal Coordinator (North)',
    department: 'Academics',
    subCategory: 'Management',
    female: 0.3,
    email: true,
  },
  {
    id: D.ZonalCoordinatorCoaching,
    name: 'Zonal Coordinator (Coaching)',
    department: 'Academics',
    subCategory: 'Management',
    female: 0.3,
    email: true,
  },
  {
    id: D.ClusterPrincipal,
    name: 'Cluster Principal',
    department: 'Academics',
    subCategory: 'Leadership',
    female: 0.4,
    email: true,
  },
  {
    id: D.RAndDHead,
    name: 'R&D Head',
    department: 'Research & Development',
    subCategory: 'Management',
    female: 0.35,
    email: true,
  },
  {
    id: D.VicePrincipal,
    name: 'Vice Principal',
    department: 'Academics',
    subCategory: 'Leadership',
    female: 0.45,
    email: true,
  },
  {
    id: D.Dean,
    name: 'Dean',
    department: 'Academics',
    subCategory: 'Leadership',
    female: 0.3,
    email: true,
  },
  {
    id: D.Lecturer,
    name: 'Lecturer',
    department: 'Academics',
    subCategory: 'Lecturers',
    female: 0.45,
    email: true,
  },
  {
    id: D.JuniorLecturer,
    name: 'Junior Lecturer',
    department: 'Academics',
    subCategory: 'Lecturers',
    female: 0.5,
    email: true,
  },
  {
    id: D.Teacher,
    name: 'Teacher',
    department: 'Academics',
    subCategory: 'School Teachers',
    female: 0.7,
    email: true,
  },
  {
    id: D.PrimaryTeacher,
    name: 'Primary Teacher',
    department: 'Academics',
    subCategory: 'School Teachers',
    female: 0.85,
    email: true,
  },
  {
    id: D.PrePrimaryTeacher,
    name: 'Pre-Primary Teacher',
    department: 'Academics',
    subCategory: 'Pre-Primary Teachers',
    female: 0.95,
    email: true,
  },
  {
    id: D.CoachingFaculty,
    name: 'Faculty (Coaching)',
    department: 'Academics',
    subCategory: 'Coaching Faculty',
    female: 0.3,
    email: true,
  },
  {
    id: D.PhysicalEducationTeacher,
    name: 'Physical Education Teacher',
    department: 'Sports',
    subCategory: 'Physical Education',
    female: 0.3,
    email: true,
  },
  {
    id: D.Librarian,
    name: 'Librarian',
    department: 'Library',
    subCategory: 'Lab & Library',
    female: 0.6,
    email: true,
  },
  {
    id: D.LabAssistant,
    name: 'Lab Assistant',
    department: 'Academics',
    subCategory: 'Lab & Library',
    female: 0.4,
    email: false,
  },
  {
    id: D.Accountant,
    name: 'Accountant',
    department: 'Accounts',
    subCategory: 'Accounts',
    female: 0.4,
    email: true,
  },
  {
    id: D.Cashier,
    name: 'Cashier',
    department: 'Accounts',
    subCategory: 'Accounts',
    female: 0.5,
    email: true,
  },
  {
    id: D.OfficeAssistant,
    name: 'Office Assistant',
    department: 'Administration',
    subCategory: 'Office',
    female: 0.5,
    email: true,
  },
  {
    id: D.Receptionist,
    name: 'Receptionist',
    department: 'Administration',
    subCategory: 'Office',
    female: 0.8,
    email: true,
  },
  {
    id: D.AdmissionsOfficer,
    name: 'Admissions Officer',
    department: 'Admissions',
    subCategory: 'Office',
    female: 0.5,
    email: true,
  },
  {
    id: D.Counsellor,
    name: 'Counsellor',
    department: 'Health & Wellness',
    subCategory: 'Health',
    female: 0.7,
    email: true,
  },
  {
    id: D.Nurse,
    name: 'Nurse',
    department: 'Health & Wellness',
    subCategory: 'Health',
    female: 0.95,
    email: false,
  },
  {
    id: D.Warden,
    name: 'Warden',
    department: 'Hostel',
    subCategory: 'Hostel',
    female: 0.45,
    email: false,
  },
  {
    id: D.Driver,
    name: 'Driver',
    department: 'Transport',
    subCategory: 'Transport',
    female: 0.02,
    email: false,
  },
  {
    id: D.Attender,
    name: 'Attender',
    department: 'Facilities',
    subCategory: 'Housekeeping',
    female: 0.5,
    email: false,
  },
  {
    id: D.SecurityGuard,
    name: 'Security Guard',
    department: 'Facilities',
    subCategory: 'Security',
    female: 0.1,
    email: false,
  },
  {
    id: D.Housekeeping,
    name: 'Housekeeping Staff',
    department: 'Facilities',
    subCategory: 'Housekeeping',
    female: 0.7,
    email: false,
  },
  {
    id: D.HrExecutive,
    name: 'HR Executive',
    department: 'Human Resources',
    subCategory: 'Human Resources',
    female: 0.55,
    email: true,
  },
  {
    id: D.ItAdministrator,
    name: 'IT Administrator',
    department: 'Information Technology',
    subCategory: 'IT',
    female: 0.2,
    email: true,
  },
];

/** Brands of the group; a campus is "<brand> <locality> Campus". */
export const BRANDS = {
  college: 'Vidyanjali Junior College',
  school: 'Vidyanjali School',
  coaching: 'Vidyanjali Academy',
  preschool: 'Vidyanjali Kidz',
} as const;

/** The domain of staff emails: reserved (RFC 2606), so nothing is ever delivered. */
export const EMAIL_DOMAIN = 'edugroup.example';
