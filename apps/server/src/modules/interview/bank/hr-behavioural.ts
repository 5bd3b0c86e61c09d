// Interview bank: HR and behavioural questions, answered as STAR stories (situation, task, action, result).
import type { TrackBank } from "./types.ts";
import { q } from "./types.ts";

export const hrBehavioural: TrackBank = {
  id: "hr-behavioural",
  name: "HR & behavioural",
  description:
    "Tell-me-about-a-time questions answered as STAR stories, motivation and fit for finance roles.",
  behavioural: true,
  questions: [
    q(
      "hr-tmay",
      "Tell me about yourself.",
      [
        [
          "present: current role or studies",
          ["currently", "final year", "student", "working as", "pursuing"],
          "What are you doing right now that is most relevant to this role?",
          "Where you are now: your current studies or role.",
        ],
        [
          "past: relevant experience and achievements",
          ["internship", "project", "experience", "achieved", "worked on"],
          "Which past experience best prepares you for this job?",
          "Relevant past experience and achievements.",
        ],
        [
          "skills matching the role",
          ["excel", "financial modelling", "valuation", "sql", "python", "analysis", "skills"],
          "Which two skills would you bring from day one?",
          "The skills you bring that match the role.",
        ],
        [
          "future: why this role",
          ["this role", "looking for", "want to", "next step", "why this"],
          "Why is this role the logical next step for you?",
          "Why this role is your next step.",
        ],
      ],
      "I am currently in the final year of my MBA in finance at a Pune business school, and I am pursuing the CFA Level II. Last summer I did an internship in the equity research team of a mid-sized broking firm, where I worked on a project building the earnings model for two cement companies; my sector note was sent to clients. That experience sharpened my skills in Excel, financial modelling and valuation, and taught me to write clearly under deadlines. I am now looking for an analyst role where I can do deeper valuation work, which is why this role at your firm appeals to me.",
    ),
    q(
      "hr-why-finance",
      "Why do you want a career in finance, and why our firm?",
      [
        [
          "genuine motivation with an example",
          ["interest", "started", "fascinated", "enjoy", "when i"],
          "When did you first realise you enjoyed this work?",
          "What genuinely drew you to finance, with a real example.",
        ],
        [
          "evidence of commitment",
          ["cfa", "course", "internship", "project", "certification", "self-study"],
          "What have you done on your own to prepare?",
          "Evidence of commitment, such as courses, projects or internships.",
        ],
        [
          "knowledge of the firm",
          ["your firm", "your team", "deal", "research", "culture", "clients"],
          "What do you know about our recent work?",
          "What you know about this firm.",
        ],
        [
          "fit between you and the role",
          ["fit", "skills", "contribute", "match", "learn"],
          "What would you contribute in your first six months?",
          "How your skills fit the role.",
        ],
      ],
      "My interest started in college when I began investing small SIPs and wanted to understand why some companies compound for decades. I enjoy combining numbers with a business story. I have backed that with the CFA Level I, an internship at a wealth firm and a project valuing three private banks. I want to join your firm because your research team's mid-cap coverage and your clients, many of them domestic mutual funds, would let me learn from experienced analysts. My modelling skills fit the role, and I would contribute by taking ownership of data updates from day one.",
    ),
    q(
      "hr-team-conflict",
      "Tell me about a time you had a conflict in a team and how you handled it.",
      [
        [
          "situation and the disagreement",
          ["disagreed", "conflict", "disagreement", "clash", "team"],
          "What exactly was the disagreement about?",
          "The situation and what the disagreement was about.",
        ],
        [
          "your actions to resolve it",
          ["i spoke", "i listened", "i proposed", "one-on-one", "i suggested"],
          "What did you personally do, rather than the team?",
          "What you personally did to resolve it.",
        ],
        [
          "focus on the shared goal",
          ["goal", "deadline", "common", "client", "objective"],
          "How did you keep the discussion about the work and not the person?",
          "How you kept the focus on the shared goal.",
        ],
        [
          "result and learning",
          ["result", "outcome", "learned", "delivered", "relationship"],
          "What would you do differently next time?",
          "The result and what you learned.",
        ],
      ],
      "During my final-year case competition, our team of four had a conflict two days before the deadline: one member wanted to change our entire recommendation. My task was to keep us on track. I spoke to him one-on-one, listened to his reasons and found that his data on rural demand was actually stronger than ours. I proposed we keep our structure but add his analysis as a scenario, focusing on our common goal of winning. As a result we submitted on time, reached the national finals and our relationship improved. I learned to separate the idea from the person.",
    ),
    q(
      "hr-failure",
      "Tell me about a time you failed.",
      [
        [
          "a real failure with ownership",
          ["failed", "mistake", "my fault", "i missed", "did not"],
          "Why do you consider it a failure?",
          "A real failure that you own.",
        ],
        [
          "what you did about it",
          ["i went back", "i fixed", "i asked", "i changed", "i decided"],
          "What did you do right after you realised?",
          "What you did about it straight away.",
        ],
        [
          "learning",
          ["learned", "lesson", "learnt", "taught me"],
          "What did you learn that you still use?",
          "Say what you learned from it, in one clear sentence.",
        ],
        [
          "applying it later",
          ["since then", "next time", "now i", "later", "applied"],
          "Give an example where you applied that lesson.",
          "How you applied the lesson later.",
        ],
      ],
      "In my second year I failed to get selected for a finance club's portfolio team. I had prepared stock pitches but did not practise speaking, and in the interview I lost my structure. I asked the seniors for feedback and decided to record myself answering pitch questions every week. I learned that knowing the content is not enough; delivery matters. Since then I have applied that lesson: the next year I was selected and later led the club's pitch sessions, and now I rehearse every presentation aloud.",
      [
        [
          [
            "work too hard",
            "take too much responsibility",
            "i am a perfectionist",
            "too much of a perfectionist",
          ],
          "Working too hard or perfectionism is a disguised strength, not a failure: interviewers hear it as evasion. Describe a real failure that you owned.",
        ],
      ],
    ),
    q(
      "hr-leadership",
      "Describe a situation where you led a group.",
      [
        [
          "context and your role",
          ["led", "leader", "captain", "head", "coordinator"],
          "How did you come to lead that group?",
          "The context and your role as leader.",
        ],
        [
          "how you organised people",
          ["delegated", "assigned", "roles", "split", "plan"],
          "How did you decide who does what?",
          "How you organised people and split the work.",
        ],
        [
          "handling a difficulty",
          ["problem", "challenge", "setback", "difficult", "conflict"],
          "What was the hardest moment and how did you handle it?",
          "Describe a difficulty, such as a setback or a conflict, and how you handled it.",
        ],
        [
          "measurable result",
          ["result", "increased", "raised", "%", "crore", "lakh", "achieved"],
          "How did you measure success?",
          "End with a measurable result, such as money raised or a percentage improved.",
        ],
      ],
      "As head of our college's finance fest, I led a team of 12 students to organise a stock-trading simulation with a target of 500 participants. My task was to deliver it within a budget of ₹2 lakh. I split the team into sponsorship, tech and marketing, assigned roles by strengths and set weekly check-ins. The challenge came when our simulation platform failed a week before; I reached out to a fintech start-up, which provided its platform in exchange for branding. As a result we had 820 participants, 64% above target, and raised ₹1.5 lakh in sponsorship.",
    ),
    q(
      "hr-deadline",
      "Tell me about a time you worked under a tight deadline.",
      [
        [
          "the deadline and stakes",
          ["deadline", "hours", "overnight", "urgent", "next day", "client meeting"],
          "What was at stake if you missed it?",
          "The deadline and what was at stake.",
        ],
        [
          "prioritising",
          ["prioritised", "priority", "most important", "first"],
          "How did you decide what to do first?",
          "How you prioritised the work.",
        ],
        [
          "asking for help or communicating",
          ["asked", "informed", "updated", "told my manager", "communicated"],
          "Did you tell anyone about the risk early?",
          "Who you asked for help or kept informed.",
        ],
        [
          "result",
          ["delivered", "on time", "submitted", "result", "met"],
          "What was the quality of the final output?",
          "End with the result, ideally a number, and what it meant for the team or the client.",
        ],
      ],
      "During my internship, my manager asked me at 4 pm for a comparable companies table for a client meeting at 10 am the next day. My task was to cover 15 listed peers with FY25 numbers. I prioritised the six closest peers first so a usable version existed early, updated my manager at 8 pm with that draft, and asked an analyst to check my EBITDA adjustments. I finished all 15 by 1 am and delivered on time, and the table went into the pitch book with only minor changes.",
    ),
    q(
      "hr-mistake-analysis",
      "Tell me about a time you made a mistake in your analysis.",
      [
        [
          "what the mistake was",
          ["mistake", "error", "wrong", "missed"],
          "How did the mistake happen?",
          "Say plainly what the mistake was and how it happened.",
        ],
        [
          "owning it quickly",
          ["told", "informed", "owned", "admitted", "immediately"],
          "Why did you decide to raise it rather than quietly fix it?",
          "How you owned up to it quickly.",
        ],
        [
          "fixing and preventing",
          ["fixed", "corrected", "checks", "checklist", "review"],
          "What checks did you add afterwards?",
          "How you fixed it and prevented a repeat.",
        ],
        [
          "result",
          ["result", "impact", "trust", "no harm", "outcome"],
          "How did your manager react?",
          "End with the result, ideally a number, and what it meant for the team or the client.",
        ],
      ],
      "During my internship I built a working capital schedule and later noticed a mistake: I had used revenue instead of COGS for inventory days, which overstated cash flow. The model had already gone to my manager. I told her immediately, explained the impact of about 4% on the valuation, and corrected it within the hour. I then built a checklist and added checks to every model I make. The result was that the client version was right, and my manager said she trusted me more because I owned it.",
    ),
    q(
      "hr-strengths-weaknesses",
      "What are your strengths and weaknesses?",
      [
        [
          "a relevant strength with evidence",
          ["strength", "good at", "for example", "evidence"],
          "Give an example that proves your strength.",
          "A strength relevant to the role, with evidence.",
        ],
        [
          "a genuine weakness",
          ["weakness", "struggle", "not good at", "area to improve"],
          "Why is that a real weakness and not a disguised strength?",
          "A genuine weakness, not a disguised strength.",
        ],
        [
          "steps taken to improve",
          ["working on", "improve", "practice", "course", "i now"],
          "What progress have you made so far?",
          "What you are doing to improve it.",
        ],
      ],
      "My main strength is structured analysis under pressure: for example, in my internship I rebuilt a broken valuation model overnight and it became the team's template, which is the evidence my manager cited. A genuine weakness is public speaking; I used to rush and lose my audience. I am working on it: I joined Toastmasters, practise every pitch aloud and ask for feedback, and I now present my club's monthly market update to 80 students.",
      [
        [
          ["work too hard", "i am a perfectionist", "too much of a perfectionist", "care too much"],
          "A disguised strength ('I work too hard', 'I am a perfectionist') is not a weakness: interviewers hear it as evasion. Name a real weakness and what you are doing about it.",
        ],
      ],
    ),
    q(
      "hr-five-years",
      "Where do you see yourself in five years?",
      [
        [
          "realistic progression in this field",
          ["associate", "senior analyst", "progress", "growth", "career"],
          "What would you need to learn to get there?",
          "A realistic progression in this field.",
        ],
        [
          "skills you want to build",
          ["skills", "expertise", "sector", "learn", "cfa"],
          "Which skills matter most for that progression?",
          "The skills you want to build.",
        ],
        [
          "commitment to the firm",
          ["here", "this firm", "your firm", "long term", "contribute"],
          "Why would you stay with us rather than move?",
          "Your commitment to the firm.",
        ],
      ],
      "In five years I see myself as a senior analyst or associate, leading coverage of a sector such as banking and mentoring juniors. To get there I want to build deep sector expertise, strong client communication and finish the CFA. I would like that growth to happen here, contributing to your firm over the long term, because the training and breadth of your team would speed up my career.",
    ),
    q(
      "hr-pressure",
      "How do you handle several urgent tasks at once?",
      [
        [
          "prioritisation method",
          ["prioritise", "urgent", "important", "deadline", "impact"],
          "Which framework do you use to decide?",
          "How you prioritise by urgency, importance and deadline.",
        ],
        [
          "planning and breaking work down",
          ["plan", "list", "break down", "schedule", "blocks"],
          "How do you plan a day like that?",
          "How you plan and break the work down.",
        ],
        [
          "communicating expectations",
          ["communicate", "inform", "manager", "expectations", "update"],
          "What do you tell a manager when two tasks clash?",
          "How you tell your manager what to expect.",
        ],
        [
          "example with result",
          ["for example", "during", "result", "delivered", "when i"],
          "Give a real example.",
          "A real example with its result.",
        ],
      ],
      "I prioritise by deadline and impact, using an urgent-important matrix, and break each task into steps I can plan into blocks. If two tasks clash, I communicate early with my manager and ask which matters more, rather than guessing. For example, during my internship results season, I had three company results notes due the same evening; I agreed priorities with my manager, drafted the two key ones first, and delivered all three by 9 pm.",
    ),
    q(
      "hr-persuade",
      "Tell me about a time you convinced someone to change their mind.",
      [
        [
          "who and what position",
          ["convinced", "persuaded", "change their mind", "professor", "manager"],
          "Why did they hold that view?",
          "Who you persuaded and what their position was.",
        ],
        [
          "understanding their view",
          ["listened", "understood", "concern", "their view"],
          "How did you find out what mattered to them?",
          "How you understood their view.",
        ],
        [
          "evidence and data",
          ["data", "evidence", "analysis", "numbers", "showed"],
          "What evidence was most persuasive?",
          "The evidence and data you used.",
        ],
        [
          "result",
          ["agreed", "result", "changed", "adopted", "outcome"],
          "What happened afterwards?",
          "End with the result, ideally a number, and what it meant for the team or the client.",
        ],
      ],
      "In my internship at an NBFC, my manager planned to target salaried borrowers in metros for a new personal-loan campaign. I thought tier-2 cities were a better bet. I first listened to his concern, which was higher default risk. Then I pulled data from our loan book showing that tier-2 borrowers had similar 90+ DPD rates but 30% lower acquisition cost, and showed it on one slide. He agreed to a pilot in four tier-2 cities, which was adopted after it beat the metro campaign on cost per loan.",
    ),
    q(
      "hr-difficult-client",
      "Describe a time you dealt with a difficult stakeholder or client.",
      [
        [
          "the difficulty",
          ["difficult", "unhappy", "angry", "demanding", "complaint"],
          "What made them difficult?",
          "What made the stakeholder difficult.",
        ],
        [
          "empathy and listening",
          ["listened", "understood", "empathy", "calm"],
          "How did you stay calm?",
          "How you listened and stayed calm.",
        ],
        [
          "actions taken",
          ["i offered", "i proposed", "i arranged", "i followed up", "solution"],
          "What did you do to fix the problem?",
          "What you did to solve the problem.",
        ],
        [
          "result and relationship",
          ["result", "satisfied", "relationship", "renewed", "trust"],
          "How did the relationship develop afterwards?",
          "The result and the relationship afterwards.",
        ],
      ],
      "While volunteering at a bank branch during a college programme, a senior customer was angry because the interest credited on his fixed deposit was lower than he expected. I stayed calm and listened to understand the full problem, then checked the system and found his PAN was not updated, so TDS had been deducted at the higher 20% rate. I proposed a solution: I helped him update his PAN and submit Form 15H so no TDS would be deducted on future interest, and explained that the tax already deducted could be claimed back in his income tax return; I followed up a week later. As a result he left satisfied and later thanked the branch, which rebuilt trust.",
    ),
    q(
      "hr-ethics",
      "Tell me about a time you faced an ethical dilemma.",
      [
        [
          "the dilemma",
          ["ethical", "dilemma", "pressure", "wrong", "shortcut"],
          "Why was it a dilemma rather than an easy choice?",
          "The dilemma and the pressure you faced.",
        ],
        [
          "the principle you applied",
          ["integrity", "honest", "rules", "compliance", "right thing"],
          "Which principle guided you?",
          "Name the principle that guided you, such as honesty or following the rules.",
        ],
        [
          "what you did",
          ["refused", "raised", "reported", "told", "escalated"],
          "How did you raise it?",
          "What you did, such as refusing or raising it.",
        ],
        [
          "outcome",
          ["outcome", "result", "respected", "consequence"],
          "What did it cost you, if anything?",
          "Say what happened in the end, including any cost to you.",
        ],
      ],
      "In a group assignment on company valuation, a teammate proposed copying a sell-side report's model and presenting it as our own to save time. It was a dilemma because the deadline was close and everyone was tired. I believe integrity matters more than a grade, so I refused and told the group we could cite the report as a source and build our own simpler model. We worked late, but the outcome was a slightly lower grade than we hoped and the professor respected that our work was original; I would make the same choice again.",
    ),
    q(
      "hr-initiative",
      "Tell me about a time you took initiative without being asked.",
      [
        [
          "the gap you noticed",
          ["noticed", "saw", "problem", "gap", "manual"],
          "How did you notice the problem?",
          "The gap or problem you noticed.",
        ],
        [
          "what you did on your own",
          ["on my own", "took the initiative", "i built", "i created", "without being asked"],
          "How did you find time for it?",
          "Describe what you built or changed on your own, without being asked.",
        ],
        [
          "getting buy-in",
          ["showed", "manager", "approval", "shared", "buy-in"],
          "How did you get others to use it?",
          "How you got others to use it.",
        ],
        [
          "impact",
          ["saved", "hours", "reduced", "result", "adopted"],
          "How did you measure the impact?",
          "Show the impact with a number, such as hours saved or how many people adopted it.",
        ],
      ],
      "During my internship I noticed the team spent hours every Monday manually copying NSE closing prices into a tracking sheet. Without being asked, on my own time I built an Excel Power Query that pulled the data automatically and flagged stocks that moved more than 5%. I showed it to my manager, who approved rolling it out. It saved the team about three hours a week and was adopted by two other desks.",
    ),
    q(
      "hr-learn-fast",
      "Tell me about a time you had to learn something new quickly.",
      [
        [
          "what and why it was urgent",
          ["new", "learn", "quickly", "never used", "unfamiliar"],
          "Why was there so little time?",
          "What you had to learn and why it was urgent.",
        ],
        [
          "how you learned",
          ["course", "documentation", "practised", "asked", "tutorial"],
          "What learning approach did you use?",
          "Explain how you learned it, for example through a course, documentation or practice.",
        ],
        [
          "applying it",
          ["applied", "used", "built", "delivered"],
          "What did you build or deliver with it?",
          "Describe what you built or delivered with what you learned.",
        ],
        [
          "result",
          ["result", "on time", "feedback", "outcome"],
          "How did it turn out?",
          "End with the result, ideally a number, and what it meant for the team or the client.",
        ],
      ],
      "In my internship I was asked to analyse a year of branch transaction data in Python, which I had never used beyond basics, and results were due in ten days. I took a short pandas course in the evenings, practised on the actual dataset and asked a data-science intern to review my code. I applied it to build a churn analysis by branch and delivered the findings on time; my manager's feedback was that the analysis was clearer than the usual Excel version.",
    ),
    q(
      "hr-feedback",
      "Tell me about a time you received critical feedback.",
      [
        [
          "the feedback",
          ["feedback", "criticised", "told me", "comment"],
          "What exactly was said?",
          "The critical feedback you received.",
        ],
        [
          "how you reacted",
          ["accepted", "listened", "did not argue", "asked for examples", "reflected"],
          "How did you feel at the time?",
          "Describe how you reacted: listening, asking for examples and not arguing.",
        ],
        [
          "what you changed",
          ["changed", "improved", "started", "practised", "now"],
          "What specific changes did you make?",
          "What you changed as a result.",
        ],
        [
          "result",
          ["result", "better", "improved", "later"],
          "How did you know the change worked?",
          "Show what got better afterwards, and how you know.",
        ],
      ],
      "After my first research report in my internship, my manager gave me feedback that it was too long and buried the recommendation on page four. I listened, asked for examples of good reports, and reflected on why I had done it: I wanted to show all my work. I changed my approach: I now start every note with the recommendation and three key reasons on the first page. My later reports were published with few edits, and I was asked to write the weekly sector summary.",
    ),
    q(
      "hr-why-hire",
      "Why should we hire you?",
      [
        [
          "match to the job's needs",
          ["role requires", "you need", "job", "requirements", "this role"],
          "Which requirement of the role do you match best?",
          "How you match what the job needs.",
        ],
        [
          "proof from experience",
          ["internship", "project", "achieved", "delivered", "for example"],
          "Give evidence for your main claim.",
          "Proof from your experience.",
        ],
        [
          "what makes you different",
          ["different", "unique", "unlike", "combination", "also"],
          "Why you rather than another strong candidate?",
          "What makes you different from other candidates.",
        ],
      ],
      "This role requires strong modelling, clear writing and reliability under deadlines. I have shown all three: for example, in my internship I delivered earnings models for four companies that went into client reports, and my sector note was published. What makes me different is the combination of finance with data skills: I also automate data work in Python and SQL, so I can take on more coverage with fewer errors.",
    ),
    q(
      "hr-career-switch",
      "You are switching from engineering to finance. Why, and how have you prepared?",
      [
        [
          "honest reason for the switch",
          ["because", "realised", "interest", "enjoyed", "why"],
          "When did you decide to switch?",
          "An honest reason for the switch.",
        ],
        [
          "transferable skills",
          ["analytical", "problem-solving", "quantitative", "transferable", "engineering"],
          "Which engineering skills transfer best to finance?",
          "The skills that transfer from engineering.",
        ],
        [
          "preparation done",
          ["cfa", "course", "certification", "internship", "project", "nism"],
          "What have you learned so far, concretely?",
          "What you have done to prepare.",
        ],
        [
          "commitment",
          ["committed", "long term", "goal", "serious"],
          "How can we be sure you will not switch again?",
          "Your commitment to the new career.",
        ],
      ],
      "I realised during my engineering job at an auto-components company that I enjoyed the cost and capex analysis more than the design work, because I could see how decisions affected the business. My analytical, quantitative and problem-solving skills are transferable: modelling a plant's capacity is close to modelling a company's revenue. To prepare, I cleared CFA Level I, completed a financial modelling course and did a project valuing three auto-component makers. I am committed to this switch as a long-term goal, because finance is where I want to build my career.",
    ),
    q(
      "hr-data-decision",
      "Tell me about a decision you made using data.",
      [
        [
          "the decision and context",
          ["decide", "decision", "choose", "situation"],
          "What were the options?",
          "The decision and its context.",
        ],
        [
          "the data you gathered",
          ["data", "collected", "survey", "analysed", "numbers"],
          "Where did the data come from?",
          "Describe the data you gathered and where it came from.",
        ],
        [
          "how you analysed it",
          ["compared", "analysis", "trend", "excel", "segment"],
          "What analysis did you run?",
          "Explain the analysis you ran, such as comparing segments or trends in Excel.",
        ],
        [
          "result of the decision",
          ["result", "increased", "improved", "%", "outcome"],
          "Was it the right decision in hindsight?",
          "The result of the decision.",
        ],
      ],
      "As treasurer of our college's finance club, I had to decide whether to move our weekly sessions online. Instead of going by opinions, I collected attendance data for two semesters and ran a short survey of 150 members. I compared attendance by format and segment and found hostel students preferred offline, but day scholars attended online twice as often. I decided on a hybrid format. As a result average attendance increased by 35% the next semester.",
    ),
    q(
      "hr-disagree-manager",
      "Tell me about a time you disagreed with your manager or a senior.",
      [
        [
          "the disagreement",
          ["disagreed", "different view", "did not agree", "concern"],
          "What was the disagreement about?",
          "Say what you and your manager disagreed about, and why it mattered.",
        ],
        [
          "respectful approach",
          ["respectfully", "privately", "asked", "listened", "raised"],
          "How did you raise it?",
          "How you raised it respectfully.",
        ],
        [
          "evidence",
          ["data", "evidence", "showed", "analysis"],
          "What evidence did you use?",
          "Explain the data or evidence you used to make your case.",
        ],
        [
          "outcome and acceptance",
          ["outcome", "agreed", "accepted", "decided", "result"],
          "What if the manager had not agreed?",
          "The outcome, and how you accepted it.",
        ],
      ],
      "In my internship, my manager wanted to use a 12% terminal growth rate for a company in the DCF. I disagreed because it exceeded long-run nominal GDP growth. I raised it privately and respectfully, and showed data: the implied exit multiple was 45x, far above peers. He agreed to use 6% with a sensitivity table. Had he not agreed, I would have accepted his decision and noted my concern, since he owned the model.",
    ),
    q(
      "hr-diverse-team",
      "Tell me about working with people from very different backgrounds.",
      [
        [
          "the team and differences",
          ["different backgrounds", "diverse", "states", "languages", "cultures"],
          "What differences created challenges?",
          "The team and how its members differed.",
        ],
        [
          "adapting your style",
          ["adapted", "adjusted", "changed my", "learned their"],
          "How did you adapt?",
          "How you adapted your style.",
        ],
        [
          "using the differences",
          ["strength", "perspectives", "ideas", "benefit"],
          "How did the differences help the work?",
          "How the differences helped the work.",
        ],
        [
          "result",
          ["result", "delivered", "won", "outcome"],
          "What did the team achieve?",
          "End with the result, ideally a number, and what it meant for the team or the client.",
        ],
      ],
      "In a live project with a rural microfinance NGO, our team had members from five states, speaking different languages, plus two exchange students from Germany. Meetings were slow because some were less comfortable in English. I adapted by sharing agendas in advance and adjusted my style to ask quieter members directly for ideas. Their perspectives were a strength: a teammate from Odisha knew how self-help groups actually repay, which changed our model. As a result we delivered a repayment-risk score the NGO still uses.",
    ),
    q(
      "hr-proud",
      "What achievement are you most proud of?",
      [
        [
          "the achievement",
          ["proud", "achievement", "won", "selected", "built"],
          "Why this one and not another?",
          "Name the achievement and why it matters to you.",
        ],
        [
          "your specific contribution",
          ["my role", "personally", "myself", "i designed", "i wrote"],
          "What part was yours alone?",
          "Your own contribution to it.",
        ],
        [
          "obstacles overcome",
          ["difficult", "challenge", "obstacle", "despite"],
          "What nearly stopped you?",
          "The obstacles you overcame.",
        ],
        [
          "result and meaning",
          ["result", "meant", "learned", "%", "rank"],
          "What did it teach you?",
          "The result and what it meant to you.",
        ],
      ],
      "I am most proud of building my college's student-run investment fund. My role was to write the investment policy and persuade the dean to approve ₹5 lakh of real money, which took three proposals. The challenge was convincing faculty that students could manage risk, so I personally designed position limits and monthly reporting. In its first year the fund returned 14% against 11% for the Nifty 50, and it taught me that process matters as much as stock picking.",
    ),
    q(
      "hr-ambiguity",
      "Tell me about a time you had to work with unclear instructions.",
      [
        [
          "the ambiguity",
          ["unclear", "ambiguous", "vague", "no clear"],
          "What exactly was unclear?",
          "Say what exactly was unclear about the instructions.",
        ],
        [
          "clarifying questions",
          ["asked", "clarify", "questions", "confirmed"],
          "What did you ask, and whom?",
          "The questions you asked to clarify it.",
        ],
        [
          "making reasonable assumptions",
          ["assumption", "assumed", "documented", "first draft"],
          "How did you record your assumptions?",
          "The assumptions you made and recorded.",
        ],
        [
          "result",
          ["result", "delivered", "feedback", "outcome"],
          "How did the final output compare with what was wanted?",
          "End with the result, ideally a number, and what it meant for the team or the client.",
        ],
      ],
      "In my internship I was asked to 'look at the EV sector' with no clear scope. I asked my manager two clarifying questions: who the audience was and what decision it supported; the answer was a client deciding between two-wheeler makers. I then made reasonable assumptions, documented them on the first slide and shared a first draft after two days to confirm direction. As a result the final deck needed only small changes and was used in the client meeting.",
    ),
    q(
      "hr-explain-simply",
      "Tell me about a time you explained something complex to a non-expert.",
      [
        [
          "the complex topic and audience",
          ["complex", "non-expert", "explain", "parents", "client", "audience"],
          "Why was it hard for that audience?",
          "The complex topic and who you explained it to.",
        ],
        [
          "simplifying with analogies or examples",
          ["analogy", "example", "simple", "everyday", "compared"],
          "What analogy did you use?",
          "How you simplified it with an analogy or example.",
        ],
        [
          "checking understanding",
          ["checked", "asked them", "questions", "understood"],
          "How did you know they understood?",
          "How you checked they understood.",
        ],
        [
          "result",
          ["result", "decided", "invested", "outcome"],
          "What did they do with the explanation?",
          "End with the result, ideally a number, and what it meant for the team or the client.",
        ],
      ],
      "My parents wanted to put all their savings into a single stock a relative recommended. The topic was complex for them: diversification and risk. I used an everyday analogy: you would not keep all your mangoes in one basket on a bumpy road. I showed a simple example of how one stock fell 60% while the Nifty fell 10%. I checked that they understood by asking them to explain the idea back to me in their own words. As a result they invested through an index fund SIP instead.",
    ),
    q(
      "hr-beyond-role",
      "Tell me about a time you went beyond what was expected.",
      [
        [
          "what was expected",
          ["expected", "asked to", "my task", "only needed"],
          "What was the original scope?",
          "Say what you were originally asked to do.",
        ],
        [
          "the extra you did",
          ["extra", "beyond", "also", "additionally", "went further"],
          "Why did you choose to do more?",
          "Describe the extra work you chose to do beyond the task.",
        ],
        [
          "without neglecting the main task",
          ["on time", "main task", "first finished", "priority"],
          "How did you make sure the core task did not suffer?",
          "How you kept the main task on track.",
        ],
        [
          "impact",
          ["result", "impact", "used", "appreciated", "adopted"],
          "What difference did the extra work make?",
          "Show the impact with a number, such as hours saved or how many people adopted it.",
        ],
      ],
      "In my internship I was only asked to update the quarterly results table for five FMCG companies. I first finished the main task on time, and then went further: I also added volume growth and gross margin trends for eight quarters and a short note on palm oil prices, because I noticed analysts kept asking for them. My manager appreciated it and the extra sheet was adopted as a standard part of the team's results pack.",
    ),
  ],
};
