export const academiaCopy = {
  title: 'Crafting Careers in the Life Sciences industry',
  documentTitle: 'Life Sciences Institute',
  eyebrow: 'MindBridge Life Sciences Institute',
  lead: 'We train data scientists for drug discovery and clinical research, and we stay with them until they are placed.',
  description:
    'A programme that trains clinical, SAS and R programmers and data scientists for drug discovery, with placement support. Eligibility, tracks and placement roles.',
  aboutHeading: 'About the Institute',
  about: [
    'New medicines reach patients only after years of trials, and every trial produces data that must be programmed, checked, analysed and reported to regulators. The industry needs thousands of people who can do this work well.',
    'Our institute prepares postgraduates and graduates for these roles. Practitioners from pharma and CROs teach clinical data standards, statistical programming and data science on realistic trial data, and our placement team connects learners with hiring partners.',
  ],
  flowchartHeading: 'How the programme works',
  flowchartAlt:
    'Programme flowchart: 1 Eligibility check and counselling, 2 Foundations in statistics and clinical research, 3 Track training (Clinical, SAS or R Programmer, or Data Scientist), 4 Live projects on trial data, 5 Interview preparation, 6 Placement with hiring partners.',
  detailsHeading: 'More Details of The Programme',
  eligibilityHeading: 'Eligibility',
  eligibility: [
    'Postgraduate degree in Statistics, Mathematics, Computers or the Life Sciences',
    'M.Pharma',
    'B.Tech',
    'B.Pharma',
  ],
  tracksHeading: 'Programme tracks',
  tracks: [
    {
      title: 'Clinical Programmer',
      text: 'Clinical data management, CDISC standards and data cleaning for trials.',
    },
    {
      title: 'SAS Programmer',
      text: 'Base and advanced SAS, SDTM and ADaM datasets, tables, listings and figures.',
    },
    {
      title: 'R Programmer',
      text: 'R and the tidyverse for clinical reporting, validation and Shiny applications.',
    },
    {
      title: 'Data Scientist',
      text: 'Statistical modelling and machine learning for drug discovery and real-world evidence.',
    },
  ],
  rolesHeading: 'Potential Placement roles',
  roles: [
    'Statistical Programmer',
    'Clinical Programmer',
    'SAS Programmer',
    'R Programmer',
    'Data Scientist',
  ],
  ownership:
    'The institute is owned and managed by MindBridge Consulting, which designs its programmes, employs its faculty and runs its placement service.',
  getInTouch: 'Get in Touch with Us',
  getInTouchLead: 'Talk to our admissions team about eligibility, batches and fees.',
  callUs: 'Call us',
  writeUs: 'Write to us',
} as const;
