// Common wrong ways to answer the behavioural questions (issue 40), in the form of wrong-claims.ts: blaming others,
// a disguised strength offered as a weakness, the team's work claimed as one's own, a story with no result. Each
// remark says what a good answer does instead. Patterns are first-person phrases a good answer does not use (a
// denial such as "I did not blame the intern" is not a claim); only single words alternate.
import type { MisconceptionSpec } from "./types.ts";

/** Blaming others for what went wrong. */
const BLAME = [
  "it was not my fault",
  "it wasn't my fault",
  "it was their fault",
  "it was the team's|intern's|client's|manager's|vendor's fault",
  "because of my teammates",
  "my teammates|team were|was lazy|useless|incompetent|careless",
  "the team let me down",
  "blamed the team|teammates|intern|junior|vendor",
];

/** The team's work claimed as one's own. */
const CREDIT = [
  "i did all the work",
  "i did everything myself|alone",
  "i did it all myself|alone",
  "the rest of the team|group did nothing",
  "the others did nothing",
  "nobody else did anything",
  "the team did nothing",
];

/** A story that stops before its result. */
const NO_RESULT = [
  "i don't know what happened after|next|later|afterwards",
  "i do not know what happened after|next|later|afterwards",
  "never found out ... result|outcome|happened",
  "not sure what happened after|next|later",
  "don't remember the result|outcome",
  "no idea how it turned|ended",
  "don't know how it turned|ended",
];

/** A strength dressed as a weakness. */
const FAKE_WEAKNESS = [
  "i work too hard",
  "i am a perfectionist",
  "i'm a perfectionist",
  "i care too much",
  "too much of a perfectionist",
];

const blame = (remark: string): MisconceptionSpec => [BLAME, remark];
const credit = (remark: string): MisconceptionSpec => [CREDIT, remark];
const noResult = (remark: string): MisconceptionSpec => [NO_RESULT, remark];

export const WRONG_CLAIMS_BEHAVIOURAL: Record<string, MisconceptionSpec[]> = {
  "hr-tmay": [
    [
      ["i was born in|at", "i was born and brought up", "i was brought up in"],
      "Start from where you are now (your studies or role) and what is relevant to this job; birthplace, family and school history are not what the interviewer asked.",
    ],
    [
      [
        "everything {is} in my resume|cv",
        "it {is} all in my resume|cv",
        "as you can see in|from my resume|cv",
        "as mentioned in my resume|cv",
      ],
      "Do not point to the CV: tell a two-minute story of present, past and future that picks the two or three facts that matter for this role.",
    ],
    [
      [
        "i am open to any role|job",
        "i will take any job|role",
        "any role {is} fine",
        "i can do any job|role",
      ],
      "End with why this particular role is your next step; 'any role' tells the interviewer you have not thought about theirs.",
    ],
  ],
  "hr-why-finance": [
    [
      [
        "because finance pays well|more|better",
        "because of the high salary|salaries|pay|bonus|bonuses",
        "main reason is the money|salary|pay",
        "finance pays more than engineering",
      ],
      "Pay is not a reason an interviewer can test: give the moment you found you enjoyed the work (a project, a market event, a model you built) and what you have done since to pursue it.",
    ],
    [
      [
        "my father|parents|family wanted|told|asked me",
        "my parents ... wanted|want ... me ... finance",
        "my father|parents|family ... forced|pushed me",
      ],
      "A family's wish is not your motivation: give your own reason and the evidence of commitment behind it (courses, CFA or NISM study, an internship, a project).",
    ],
    [
      [
        "any firm|bank|company {is} fine",
        "your firm is a big|famous|reputed|top|good name|brand|company",
        "because it is a big|famous|reputed|top firm|company|brand|name",
        "don't know much about your firm|company|bank",
      ],
      "'A big name' fits every firm: show you know this one (its businesses, a recent deal, report or result, its culture) and why that fits your goals.",
    ],
  ],
  "hr-leadership": [
    credit(
      "Leading is getting the group to deliver, not doing it all yourself: say how you split the work, kept people on track and what the team achieved.",
    ),
    [
      [
        "i just gave orders|instructions",
        "they had to follow my orders|instructions",
        "i made everyone do what i said",
        "i told everyone what to do and they did it",
      ],
      "Giving orders is not the leadership interviewers look for: show how you set a goal, listened, used people's strengths and dealt with a problem in the group.",
    ],
    noResult(
      "A leadership story needs its result: what the group delivered (a number if you can: a deadline met, a rank, a saving) and what you learned about leading.",
    ),
  ],
  "hr-deadline": [
    [
      ["i cut corners", "i skipped the checks|review|reviews|checking", "i skipped checking"],
      "Skipping checks to meet a deadline is the wrong lesson in finance, where one error travels: say how you prioritised, asked for help or agreed a scope, and kept the checks.",
    ],
    blame(
      "Blaming the people or the unrealistic timeline misses the point: say what you did (planned, prioritised, flagged the risk early) and what you delivered.",
    ),
    noResult(
      "A deadline story needs its ending: whether you met the deadline, with what quality, and what you would plan differently next time.",
    ),
  ],
  "hr-mistake-analysis": [
    blame(
      "The question is about your mistake: own it, say how you found and fixed it, who you told, and the check you now run so it does not recur.",
    ),
    [
      [
        "nobody noticed|found",
        "no one noticed|found",
        "i didn't|never tell|inform anyone",
        "i didn't|never tell|inform my manager",
        "i did not tell|inform anyone",
        "i did not tell|inform my manager",
        "i quietly fixed|corrected it",
        "i quietly replaced|changed|updated|patched",
        "i didn't mention it",
        "i did not mention it",
      ],
      "Hiding an error is the wrong answer in finance: a good answer tells the manager (and the client, if it went out) promptly, corrects it and adds a control.",
    ],
    [
      [
        ...FAKE_WEAKNESS,
        "i have never made a|any mistake|mistakes",
        "i don't make mistakes",
        "my mistake was being too careful|thorough",
      ],
      "A real mistake is expected here: pick an actual error in a model or analysis (a wrong link, units, a missed adjustment), not a disguised strength or a claim to have none.",
    ],
  ],
  "hr-five-years": [
    [
      ["i want your job", "in your position|seat|chair", "i want my manager's|boss's job"],
      "'Your job' sounds flippant: describe the skills and responsibility you want to have built (leading a sector, managing a model or a client) on a path this firm offers.",
    ],
    [
      [
        "no idea where i will be",
        "have not thought about it",
        "haven't thought about it",
        "i don't plan that far",
        "i do not plan that far",
      ],
      "Have a realistic plan: where you want to be in this field, the skills and qualifications (CFA, a deeper specialism) on the way, and how this role leads there.",
    ],
    [
      [
        "start my own business|company|startup",
        "leave ... for an|a mba|job",
        "switch to another firm|company|industry",
        "join a competitor",
      ],
      "An answer that leaves the firm within five years tells the interviewer you will not stay: describe growth within the role and the firm.",
    ],
  ],
  "hr-pressure": [
    [
      [
        "whatever comes first",
        "first come first served",
        "work on all of them at once",
        "work on all of them simultaneously",
        "do all of them at the {same} time",
        "do them all at once",
      ],
      "Several urgent tasks need prioritising, not juggling: rank them by deadline and impact, agree the order with the people involved, and tell them early about anything that will slip.",
    ],
    [
      [
        "i don't|never tell|inform|ask my manager",
        "i don't|never tell|inform|ask anyone",
        "i never ask for help",
        "i don't ask for help",
      ],
      "Keeping the manager in the dark is how urgent work fails: a good answer says how you agreed priorities with your manager and asked for help or more time where needed.",
    ],
    [
      [
        "i never feel|get stressed|pressure",
        "pressure doesn't affect me",
        "pressure does not affect me",
        "i never get stressed",
        "i don't feel pressure|stress",
      ],
      "Claiming never to feel pressure is not believable: give a real example of several urgent tasks, how you prioritised and communicated, and the result.",
    ],
  ],
  "hr-persuade": [
    [
      [
        "i forced|pressured them|him|her",
        "i insisted until they|he|she gave|agreed",
        "used my position|seniority|authority",
        "i kept arguing until",
      ],
      "Persuasion is not pressure: show how you understood their concern, brought evidence (data, an example, a small trial) and found a point you could agree on.",
    ],
    [
      [
        "i proved them|him|her wrong",
        "i was right and they|he|she was|were wrong",
        "i showed them|him|her they were wrong",
      ],
      "Proving someone wrong is not the goal: say how you changed their mind with evidence, and what the decision led to.",
    ],
    noResult(
      "Say what happened after you convinced them: the decision taken and its result (a number if you can), and what you learned about persuading people.",
    ),
  ],
  "hr-difficult-client": [
    [
      [
        "the client|stakeholder was just|simply|completely unreasonable|rude|impossible|stupid",
        "the client|stakeholder was the problem",
        "some clients|people {is} just|simply difficult",
        "clearly|just being unreasonable",
        "free to move|go ... another firm",
      ],
      "Labelling the client as unreasonable explains nothing: show that you understood what they needed and why they were unhappy, and what you did about it.",
    ],
    [
      [
        "i bypassed my manager",
        "i bypassed my relationship manager",
        "i ignored|avoided the client|stakeholder",
        "i ignored|avoided him|her|them",
        "i stopped replying|responding",
        "i argued with the client|stakeholder",
        "i argued with him|her|them",
      ],
      "Avoiding or arguing with a difficult stakeholder escalates the problem: a good answer listens, clarifies the need, sets expectations and follows up in writing.",
    ],
    [
      [
        "i agreed to everything|all",
        "i gave them|him|her whatever they|he|she wanted",
        "i said yes to everything|all",
      ],
      "Saying yes to everything is not managing a stakeholder: agree what you can deliver, explain what you cannot and why, and offer an alternative.",
    ],
  ],
  "hr-ethics": [
    [
      [
        "i went along with it",
        "i did what i was told",
        "i kept quiet|silent",
        "i looked the other way",
        "i let it go|slide|pass",
      ],
      "Going along with it is the answer the question tests for: a good answer raises the concern with the right person (manager, compliance) and follows the firm's policy and SEBI or RBI rules.",
    ],
    [
      [
        "never faced ... ethical dilemma|dilemmas|issue|issues",
        "never had ... ethical dilemma|dilemmas|issue|issues",
        "haven't faced ... ethical dilemma|dilemmas",
      ],
      "Everyone meets a grey area (shared answers, a colleague's expense claim, a confidential tip): pick a real one, what you did and why.",
    ],
    [
      [
        "everyone does it",
        "everybody does it",
        "it was only a small|minor thing",
        "the rule was just a technicality",
      ],
      "'Everyone does it' is not a reason: say what the rule protects (clients, market integrity, confidentiality) and how you acted on it.",
    ],
  ],
  "hr-initiative": [
    [
      [
        "i was asked|told to do it",
        "my manager asked|told me to do it",
        "it was my assigned task|job",
        "it was part of my job|role",
      ],
      "Initiative means doing something nobody asked for: pick a problem you spotted yourself, what you did about it and its result.",
    ],
    credit(
      "Say what you did and how you brought others along, without claiming the team's work; the result should be the team's or the business's.",
    ),
    noResult(
      "An initiative needs its result: what changed because you acted (time saved, errors caught, a number if you can), and whether it was adopted.",
    ),
  ],
  "hr-learn-fast": [
    [
      ["i already knew", "i knew it already", "i did not need to learn", "i {unneeded} to learn"],
      "The question asks how you learn: pick something you did not know, and say how you learned it (sources, practice, asking an expert) and how fast.",
    ],
    [
      [
        "asked someone to do it for me",
        "asked a friend|colleague to do it for me",
        "got someone else to do it",
        "someone else did it for me",
        "i gave up",
      ],
      "Handing the task over or giving up is not learning: say what you learned, how, and how you applied it to deliver.",
    ],
    noResult(
      "Finish with what you achieved with the new skill (the model built, the analysis delivered) and how quickly.",
    ),
  ],
  "hr-feedback": [
    [
      [
        "the feedback was wrong|unfair|unjustified|incorrect",
        "i ignored it",
        "i ignored the feedback",
        "i didn't change anything",
        "i did not change anything",
      ],
      "Dismissing feedback is the wrong answer: say what the feedback was, what you changed because of it and how you checked that it worked.",
    ],
    [
      [
        "never received|got ... critical|negative feedback",
        "i have never been criticised|criticized",
        "haven't received|got ... critical|negative feedback",
      ],
      "Everyone has had critical feedback: pick a real piece, how you took it and what improved.",
    ],
    [
      [
        "i argued with them|him|her",
        "i defended myself",
        "i explained why they|he|she were|was wrong",
        "i told them|him|her they were wrong",
      ],
      "Defending yourself is not the point: listen, ask questions to understand, act on it, and show the improvement.",
    ],
  ],
  "hr-why-hire": [
    [
      ["i need this job", "i really need the job|money", "i need the money"],
      "Your need is not the firm's reason: match two or three of your strengths, each with evidence, to what the role needs.",
    ],
    [
      [
        "i am {better} than the other|others",
        "i am {better} than everyone|others",
        "i am the best candidate",
        "{better} than all the other candidates",
      ],
      "You cannot know the other candidates: show what you bring, with evidence (a model built, an internship result), and how it fits the role.",
    ],
    [
      ["i can do anything|everything", "i am ready to do anything", "i will do anything|whatever"],
      "'Anything' is not a strength: name the specific skills and results that fit this role and the value you would add in the first months.",
    ],
  ],
  "hr-career-switch": [
    [
      [
        "i hated|hate engineering|coding",
        "engineering is|was boring",
        "engineering was not interesting",
        "i did not like engineering",
      ],
      "Frame the switch as moving towards finance, not away from engineering, and show how your engineering skills (numbers, coding, structured problem solving) carry over.",
    ],
    [
      [
        "because finance pays more|better|well",
        "because of the money|salary",
        "salaries {is} {up} in finance",
      ],
      "Money is not a reason the interviewer can test: give the experience that drew you to finance and what you did about it.",
    ],
    [
      [
        "i have not prepared|started",
        "i haven't prepared|started",
        "haven't done anything yet",
        "have not done anything yet",
        "i will learn on the job",
      ],
      "Show preparation: courses or certifications (CFA, NISM, an online financial modelling course), projects such as a valuation or a model, and what you read.",
    ],
  ],
  "hr-data-decision": [
    [
      ["went with my gut|instinct", "i trusted my gut|instinct", "ignored the data"],
      "The question asks for a decision made with data: say which data you used, what it showed and how it changed the decision.",
    ],
    [
      [
        "i didn't check|verify|clean the data",
        "i did not check|verify|clean the data",
        "the data was always|obviously right|correct",
        "correlation proves|proved|shows|showed causation",
      ],
      "A good answer checks the data (source, gaps, outliers) and separates correlation from cause before acting on it.",
    ],
    noResult(
      "A data story needs its result: what was decided, what happened (a number if you can) and what you would do differently.",
    ),
  ],
  "hr-disagree-manager": [
    [
      [
        "i did it my way",
        "i did it my own way",
        "went ahead anyway",
        "went over my manager's|boss's head",
        "behind my manager's|boss's back",
      ],
      "Overruling or bypassing your manager is the wrong answer: raise the disagreement privately with evidence, listen to their reasons, and commit to the decision once it is made.",
    ],
    [
      [
        "never disagree with my manager|seniors|boss",
        "i {always} agree with my manager|seniors|boss",
        "i just|simply did what he|she said",
        "i just|simply did what my manager|boss said",
      ],
      "Never disagreeing is not a strength: show one real disagreement, how you raised it respectfully with data, and what was decided.",
    ],
    [
      [
        "i proved my manager|boss wrong",
        "i proved him|her wrong",
        "my manager|boss was wrong and i was right",
        "my manager|boss was incompetent",
      ],
      "Being right is not the goal: show how you made your case, understood your manager's view and reached the best decision for the work.",
    ],
  ],
  "hr-diverse-team": [
    [
      ["i only worked with people like me", "stuck|stayed with my own group|people", "i avoided them"],
      "Staying with your own group is not working across backgrounds: say how you learned how others worked and communicated, and adapted to them.",
    ],
    [
      ["they had to adapt|adjust to me|us", "they had to follow my way", "i made them work my way"],
      "Expecting others to adapt to you misses the point: show what you adapted (language, time zones, working styles) and how the team used its differences.",
    ],
    [
      [
        "never worked with ... different|diverse",
        "everyone was the {same}",
        "haven't worked with ... different|diverse",
      ],
      "Pick a real example (a college project with students from other states, an internship with a team in another city or country) and what you did to make it work.",
    ],
  ],
  "hr-proud": [
    [
      [
        "i am proud of everything|all",
        "i can't pick|choose one",
        "i cannot pick|choose one",
        "nothing in particular",
      ],
      "Pick one achievement and tell it as a story: the challenge, what you did, and the result.",
    ],
    credit(
      "If it was a team achievement, say what your part was and credit the others; claiming the whole team's work undermines the story.",
    ),
    noResult(
      "An achievement needs its result: what it led to (a number, a rank, an outcome) and why it mattered to you.",
    ),
  ],
  "hr-ambiguity": [
    [
      [
        "i waited for instructions|clarity|someone",
        "i waited until someone|they told|explained",
        "i waited until my manager",
        "i did nothing until",
      ],
      "Waiting is not handling ambiguity: say how you clarified the goal (asked the right person, proposed a plan to confirm) and made progress meanwhile.",
    ],
    [
      ["i just guessed|assumed", "i simply guessed|assumed", "i guessed what they wanted"],
      "Guessing silently risks doing the wrong work: state your assumptions, check them with the person who asked, and adjust as you learn more.",
    ],
    noResult(
      "Finish with the result: what you delivered and how clarifying early helped, with a number if you can.",
    ),
  ],
  "hr-explain-simply": [
    [
      [
        "i used all the technical terms|jargon",
        "i used technical terms|jargon to impress|sound",
        "i explained every formula",
      ],
      "Explaining simply means dropping jargon: use an everyday analogy, start from what the listener needs to decide, and check they understood.",
    ],
    [
      [
        "they were not smart|intelligent {enough}",
        "it was their problem|fault",
        "they just did not understand",
        "they just didn't understand",
      ],
      "If the listener did not understand, the explanation needs to change: say how you adjusted it and checked their understanding.",
    ],
    [
      ["i didn't check|ask whether|if they understood", "i did not check|ask whether|if they understood"],
      "Check understanding: ask the listener to say it back or apply it, and show the result (they made the decision, the client agreed).",
    ],
  ],
  "hr-beyond-role": [
    [
      ["i was asked|told to do it", "my manager asked|told me to do it", "it was part of my job|role"],
      "Going beyond means something outside your brief: pick work you took on yourself, why it mattered and what it achieved.",
    ],
    [
      [
        "neglected|skipped|ignored my own work|tasks",
        "left my own work|tasks",
        "my own work suffered|slipped",
      ],
      "Extra work should not come at the cost of your own: a good answer shows you delivered your role as well, and what the extra effort added.",
    ],
    noResult(
      "Say what your extra effort led to: the result for the team or client, with a number if you can.",
    ),
  ],
};
