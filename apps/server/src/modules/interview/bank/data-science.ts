// Interview bank: data science (ML concepts and their use in Indian finance: credit, fraud, forecasting).
import type { TrackBank } from "./types.ts";
import { q } from "./types.ts";

export const dataScience: TrackBank = {
  id: "data-science",
  name: "Data science",
  description: "Machine learning concepts, model evaluation and deployment, with finance use cases.",
  behavioural: false,
  questions: [
    q(
      "ds-bias-variance",
      "Explain the bias-variance trade-off.",
      [
        [
          "bias: error from overly simple assumptions",
          ["bias", "underfitting", "too simple"],
          "Give an example of a high-bias model.",
          "Bias is error from a model too simple for the data, which underfits.",
        ],
        [
          "variance: sensitivity to training data",
          ["variance", "overfitting", "sensitive to training data", "too complex"],
          "How does a deep decision tree show high variance?",
          "Variance is error from a model too sensitive to its training data, which overfits.",
        ],
        [
          "trade-off and total error",
          ["trade-off", "total error", "sweet spot", "complexity"],
          "How would you find the right complexity in practice?",
          "Making a model more complex lowers bias but raises variance; the best model balances the two to minimise total error.",
        ],
      ],
      "Bias is error from overly simple assumptions: a linear model on a non-linear problem underfits. Variance is sensitivity to the training data: a very deep decision tree overfits and changes a lot with a new sample. Increasing model complexity lowers bias but raises variance, so total error is minimised at a sweet spot, which I find with cross-validation and regularisation.",
      [
        [
          [
            "gender bias",
            "biased against",
            "biased towards one class",
            "bias ... against some group",
            "bias ... favours male",
          ],
          "In the bias-variance trade-off, bias is not unfairness towards a group of people: it is the error of a model too simple for the pattern (underfitting), such as a straight line fitted to a curved relationship.",
        ],
        [
          ["variance ... spread of the data", "variance is how much the data", "variance ... data varies"],
          "Variance here is not the spread of the data: it is how much the model's predictions change when it is trained on another sample of the same data; high variance is overfitting.",
        ],
        [
          ["complex model to reduce both", "complex model ... reduce both", "always use ... complex model"],
          "A more complex model lowers bias but raises variance: that is the trade-off, so the aim is the complexity that minimises total error (found by cross-validation), not the most complex model.",
        ],
      ],
    ),
    q(
      "ds-overfitting",
      "How do you detect and prevent overfitting?",
      [
        [
          "detect with train versus validation gap",
          ["validation", "test set", "gap", "train accuracy"],
          "What would the learning curves look like?",
          "Detect it by a gap between training performance and validation or test performance.",
        ],
        [
          "regularisation",
          ["regularisation", "l1", "l2", "dropout", "pruning"],
          "How does L2 regularisation reduce overfitting?",
          "Regularisation, such as L1, L2, dropout or pruning, limits the model.",
        ],
        [
          "more data and simpler models",
          ["more data", "simpler model", "fewer features", "feature selection"],
          "When does more data not help?",
          "More data or a simpler model with fewer features reduces it.",
        ],
        [
          "cross-validation and early stopping",
          ["cross-validation", "early stopping", "k-fold"],
          "How does early stopping work in gradient boosting?",
          "Cross-validation and early stopping guard against it.",
        ],
      ],
      "Overfitting shows as a gap: high training accuracy but much lower validation or test set accuracy. I prevent it with regularisation (L1, L2, dropout in neural networks, pruning or depth limits for trees), more data or a simpler model with fewer features, k-fold cross-validation to choose hyperparameters, and early stopping in gradient boosting when validation error stops improving.",
    ),
    q(
      "ds-precision-recall",
      "For a bank's card-fraud model, would you optimise precision or recall?",
      [
        [
          "definitions",
          ["precision", "recall", "false positives", "false negatives"],
          "Define precision and recall with the confusion matrix.",
          "Precision is the share of flagged cases that are fraud; recall is the share of frauds that are caught.",
        ],
        [
          "cost of missed fraud versus false alarms",
          ["cost", "missed fraud", "customer friction", "false alarm", "blocked"],
          "How would you put rupee costs on each error?",
          "Weigh the cost of a missed fraud against the cost of blocking a genuine customer.",
        ],
        [
          "choose threshold and use F-score or PR curve",
          ["threshold", "f1", "precision-recall curve", "pr curve", "trade-off"],
          "How would you pick the threshold?",
          "Choose the decision threshold from that trade-off, using the precision-recall curve or an F-score.",
        ],
      ],
      "Precision is the share of flagged transactions that are fraud; recall is the share of fraud we catch. Missed fraud (false negatives) costs the bank the transaction amount, while false positives block genuine customers and cause friction. Usually recall matters more for high-value transactions, but I would put rupee costs on each error and choose the threshold on the precision-recall curve that minimises expected cost, rather than just maximising F1.",
      [
        [
          ["optimise accuracy", "optimize accuracy", "accuracy is the most important", "if accuracy is 99%"],
          "Accuracy is misleading for fraud: when under 1% of payments are fraud, a model that flags nothing is 99% accurate. Judge the model by precision and recall.",
        ],
      ],
    ),
    q(
      "ds-logistic",
      "How does logistic regression work, and how do you interpret its coefficients?",
      [
        [
          "sigmoid gives a probability",
          ["sigmoid", "probability", "logistic function", "0 and 1"],
          "Why not use linear regression for a yes/no outcome?",
          "A sigmoid turns a linear score into a probability between 0 and 1.",
        ],
        [
          "log-odds and odds ratio interpretation",
          ["log-odds", "odds ratio", "exp", "odds"],
          "Interpret a coefficient of 0.7 on 'has missed a payment'.",
          "Coefficients are changes in log-odds; exponentiating one gives an odds ratio.",
        ],
        [
          "trained by maximum likelihood, threshold for classes",
          ["maximum likelihood", "log loss", "threshold", "cross-entropy"],
          "Why is 0.5 not always the right threshold?",
          "The model is fitted by maximum likelihood, and a threshold turns probabilities into classes.",
        ],
      ],
      "Logistic regression models the log-odds of the outcome as a linear function of features and passes it through the sigmoid, giving a probability between 0 and 1. A coefficient is the change in log-odds per unit of the feature; exp of it is the odds ratio, so 0.7 on 'missed a payment' means the odds of default are about 2 times higher. It is trained by maximum likelihood (minimising log loss), and a threshold, chosen on business cost, turns probabilities into classes.",
    ),
    q(
      "ds-rf-gbm",
      "Compare random forests and gradient boosting.",
      [
        [
          "random forest: bagging of independent trees",
          ["bagging", "random forest", "independent trees", "bootstrap", "average"],
          "Why does averaging trees reduce variance?",
          "A random forest averages many independent trees grown on bootstrap samples.",
        ],
        [
          "boosting: sequential trees fixing errors",
          ["boosting", "sequential", "residuals", "errors", "xgboost", "lightgbm"],
          "What does the learning rate do in boosting?",
          "Boosting builds trees one after another, each correcting the errors of the last.",
        ],
        [
          "trade-offs: accuracy, tuning, overfitting",
          ["tuning", "overfit", "accuracy", "robust", "hyperparameters"],
          "Which would you try first on tabular credit data, and why?",
          "Boosting is often more accurate but needs more tuning and can overfit; forests are more robust.",
        ],
      ],
      "A random forest uses bagging: many deep trees trained independently on bootstrap samples with random feature subsets, then averaged, which reduces variance and is robust with little tuning. Gradient boosting (XGBoost, LightGBM) builds shallow trees sequentially, each fitting the residuals or errors of the ensemble so far, controlled by a learning rate. Boosting is usually more accurate on tabular data but needs careful hyperparameter tuning and early stopping to avoid overfitting.",
    ),
    q(
      "ds-imbalance",
      "How do you handle a heavily imbalanced dataset, such as 1% defaults?",
      [
        [
          "right metrics, not accuracy",
          ["accuracy", "auc", "precision", "recall", "pr-auc"],
          "Why is 99% accuracy meaningless here?",
          "Judge the model with precision, recall or PR-AUC, not accuracy.",
        ],
        [
          "resampling",
          ["oversampling", "undersampling", "smote", "resampling"],
          "What is the risk of SMOTE?",
          "Resample the training data, by oversampling the rare class or undersampling the common one.",
        ],
        [
          "class weights and threshold",
          ["class weights", "cost-sensitive", "threshold", "weight"],
          "How do class weights change training?",
          "Use class weights and choose the decision threshold deliberately.",
        ],
      ],
      "Accuracy is meaningless: predicting no default is 99% accurate. I use precision, recall and PR-AUC or ROC-AUC instead. Options: resampling, undersampling the majority or oversampling the minority with SMOTE, applied only to training data to avoid leakage; class weights so the loss penalises missing defaults more (cost-sensitive learning); and tuning the decision threshold to the business cost of each error.",
      [
        [
          [
            "use accuracy",
            "optimise accuracy",
            "optimize accuracy",
            "accuracy is enough",
            "accuracy is the best metric",
            "first look at accuracy",
            "99% accurate ... doing very well",
            "99% accurate ... doing well",
          ],
          "Accuracy is meaningless with 1% defaults: predicting that no one defaults is 99% accurate. Use recall, precision or PR-AUC.",
        ],
        [
          [
            "smote on the full dataset",
            "smote on the whole dataset",
            "oversample ... before splitting",
            "smote ... before splitting",
            "oversampling ... before splitting",
            "resample ... before splitting",
          ],
          "Resample only the training data, after the split: oversampling or SMOTE before splitting puts copies of test cases into training, so the test score is inflated, and the test set must keep the real default rate.",
        ],
      ],
    ),
    q(
      "ds-cv",
      "What is cross-validation, and how is it different for time series?",
      [
        [
          "k-fold cross-validation",
          ["k-fold", "folds", "average", "each fold"],
          "Why average over folds instead of one split?",
          "K-fold cross-validation trains on all but one fold, tests on that fold, and averages over the folds.",
        ],
        [
          "time series needs forward-chaining splits",
          ["time series", "forward chaining", "rolling", "walk-forward", "expanding window"],
          "Why does random k-fold leak information in time series?",
          "For time series, folds must move forward in time, training on the past and testing on the future.",
        ],
        [
          "used for model selection and tuning",
          ["hyperparameter", "model selection", "tuning", "generalisation"],
          "What is nested cross-validation for?",
          "It is used to choose between models and tune hyperparameters.",
        ],
      ],
      "In k-fold cross-validation the data is split into k folds; the model trains on k−1 and validates on the remaining fold, each fold in turn, and the scores are averaged, giving a more reliable estimate of generalisation for model selection and hyperparameter tuning. For time series, random folds leak the future into training, so I use forward-chaining (walk-forward) splits with an expanding or rolling window: train on the past, validate on the next period.",
    ),
    q(
      "ds-credit-features",
      "Which features would you engineer for a retail credit-scoring model in India?",
      [
        [
          "bureau data",
          ["cibil", "credit bureau", "bureau score", "credit history"],
          "Which bureau variables are most predictive?",
          "Credit bureau data, such as the CIBIL score and credit history.",
        ],
        [
          "repayment behaviour",
          ["dpd", "days past due", "missed payments", "delinquency"],
          "How would you build a 'max DPD in 12 months' feature?",
          "Past repayment behaviour, such as days past due and missed payments.",
        ],
        [
          "income and leverage",
          ["income", "foir", "debt to income", "emi", "obligations"],
          "What is FOIR and why does it matter?",
          "Income and existing obligations, such as FOIR or debt to income.",
        ],
        [
          "fairness and regulation",
          ["fair", "rbi", "bias", "protected", "explainable"],
          "Which features would you avoid for fairness reasons?",
          "Fairness and regulation: avoid protected attributes and keep the model explainable.",
        ],
      ],
      "I would use credit bureau data from CIBIL or Experian: bureau score, length of credit history, number of enquiries and utilisation. Repayment behaviour: maximum days past due (DPD) in the last 12 months and count of missed payments. Income and leverage: FOIR, the share of income already going to EMIs and obligations, and debt to income. I would avoid protected attributes such as religion or caste for fairness, keep the model explainable for RBI's fair practices expectations, and check for bias.",
    ),
    q(
      "ds-regularisation",
      "Compare L1 and L2 regularisation.",
      [
        [
          "L1 (lasso) drives coefficients to zero",
          ["l1", "lasso", "zero", "sparse", "feature selection"],
          "Why does L1 produce zeros geometrically?",
          "L1 (lasso) pushes some coefficients to exactly zero, selecting features.",
        ],
        [
          "L2 (ridge) shrinks coefficients smoothly",
          ["l2", "ridge", "shrink", "small"],
          "Why does ridge help with multicollinearity?",
          "L2 (ridge) shrinks all coefficients smoothly towards zero.",
        ],
        [
          "penalty strength tuned",
          ["lambda", "alpha", "penalty", "cross-validation"],
          "How would you choose lambda?",
          "The penalty's strength is a hyperparameter tuned by cross-validation.",
        ],
      ],
      "Both add a penalty to the loss. L1 (lasso) penalises absolute values and drives some coefficients to exactly zero, giving a sparse model and built-in feature selection. L2 (ridge) penalises squares and shrinks all coefficients smoothly towards zero but rarely to zero, which stabilises models with correlated features. Elastic net combines them. The penalty strength, lambda or alpha, is chosen with cross-validation.",
      [
        [
          [
            "l2 ... exactly zero",
            "ridge ... exactly zero",
            "l2 ... exactly to zero",
            "ridge ... exactly to zero",
            "l2 ... feature selection",
            "ridge ... feature selection",
            "l1 only shrinks",
            "lasso only shrinks",
            "l2 ... called lasso",
            "l1 ... called ridge",
            "l2 ... known as lasso",
            "l1 ... known as ridge",
            "l2 regularisation ... exactly to zero",
            "l2 regularization ... exactly to zero",
          ],
          "It is the other way round: L1 (lasso) can set coefficients exactly to zero, so it also selects features; L2 (ridge) shrinks coefficients towards zero without removing any.",
        ],
        [
          [
            "keep lambda as 1",
            "lambda is always 1",
            "lambda ... fixed at 1",
            "fix lambda at 1",
            "lambda at 1 ... standard",
          ],
          "The penalty strength lambda is not a fixed number: it is tuned, usually by cross-validation, because the right amount of shrinkage depends on the data.",
        ],
      ],
    ),
    q(
      "ds-roc-auc",
      "What does ROC-AUC measure, and when can it mislead?",
      [
        [
          "ROC curve: TPR versus FPR across thresholds",
          ["true positive rate", "false positive rate", "thresholds", "roc curve"],
          "What does a point on the ROC curve represent?",
          "The ROC curve plots the true positive rate against the false positive rate across thresholds.",
        ],
        [
          "AUC as ranking ability",
          ["rank", "probability", "random positive", "0.5", "ranking"],
          "What does an AUC of 0.5 mean?",
          "AUC is the chance that the model ranks a random positive above a random negative.",
        ],
        [
          "misleads with heavy imbalance or calibration needs",
          ["imbalance", "pr-auc", "calibration", "mislead"],
          "Why might PR-AUC be better for fraud?",
          "With heavy class imbalance, or when calibrated probabilities are needed, it can mislead.",
        ],
      ],
      "The ROC curve plots the true positive rate against the false positive rate across all thresholds. AUC is the probability that the model ranks a random positive above a random negative, so 0.5 is random and 1 is perfect ranking. It can mislead with heavy class imbalance, where a low FPR still means many false alarms, so PR-AUC is more informative for fraud; and AUC says nothing about calibration of probabilities.",
    ),
    q(
      "ds-missing",
      "How do you handle missing data?",
      [
        [
          "understand why it is missing",
          ["missing completely at random", "mcar", "mar", "mnar", "why missing"],
          "Why does the missingness mechanism matter?",
          "First understand why the data is missing: at random or for a reason.",
        ],
        [
          "imputation methods",
          ["impute", "median", "mean", "knn", "model-based"],
          "When is median better than mean imputation?",
          "Impute values, with the median, mean or a model.",
        ],
        [
          "missing indicator",
          ["indicator", "flag", "missingness as a feature"],
          "Why can missingness itself be predictive?",
          "Add an indicator that flags the value was missing.",
        ],
        [
          "drop when appropriate",
          ["drop", "delete", "remove rows", "remove column"],
          "When is dropping rows acceptable?",
          "Drop rows or columns only when that loses little information.",
        ],
      ],
      "First I understand why data is missing: missing completely at random (MCAR), at random (MAR) or not at random (MNAR). Then I choose: drop rows or columns if few values are missing or a column is mostly empty; impute with the median for skewed numbers like income, the mode for categories, or KNN and model-based imputation; and add a missing indicator flag, because missingness itself can be predictive, for example no credit history.",
    ),
    q(
      "ds-linreg-assumptions",
      "What are the assumptions of linear regression?",
      [
        [
          "linearity",
          ["linear relationship", "linearity"],
          "How would you check linearity?",
          "The relationship between the features and the target is linear.",
        ],
        [
          "independent errors",
          ["independence", "autocorrelation", "independent errors", "durbin-watson"],
          "Why is autocorrelation common in financial time series?",
          "The errors are independent of each other, with no autocorrelation.",
        ],
        [
          "constant variance and normal errors",
          ["homoscedasticity", "constant variance", "normal", "residuals"],
          "What does a funnel-shaped residual plot tell you?",
          "The errors have constant variance and are roughly normal.",
        ],
        [
          "no perfect multicollinearity",
          ["multicollinearity", "correlated features", "vif"],
          "How does multicollinearity affect coefficients?",
          "The features are not perfectly correlated with each other.",
        ],
      ],
      "Linear regression assumes a linear relationship between features and target; independence of errors, with no autocorrelation, checked with Durbin-Watson, which often fails in time series like stock returns; homoscedasticity, constant variance of residuals, and roughly normal residuals for valid inference; and no perfect multicollinearity among features, checked with VIF. I check these with residual plots.",
    ),
    q(
      "ds-vif",
      "What is multicollinearity and how do you deal with it?",
      [
        [
          "correlated predictors",
          ["correlated", "correlation", "predictors", "features"],
          "Give a finance example of two highly correlated features.",
          "Multicollinearity is when predictors are strongly correlated with each other.",
        ],
        [
          "unstable coefficients",
          ["unstable", "standard errors", "coefficients", "signs flip"],
          "Why doesn't it hurt prediction as much as interpretation?",
          "It makes coefficients unstable, with large standard errors.",
        ],
        [
          "detect with VIF",
          ["vif", "variance inflation factor", "10", "5"],
          "How is VIF calculated?",
          "The variance inflation factor measures it; values above about 5 or 10 are a warning.",
        ],
        [
          "remedies",
          ["drop", "combine", "pca", "ridge"],
          "Which remedy would you choose and why?",
          "Remedies are dropping or combining features, PCA or ridge regression.",
        ],
      ],
      "Multicollinearity is when predictors are highly correlated, such as revenue and total assets of a company. It makes coefficients unstable with large standard errors, even flipping signs, although predictions may still be fine. I detect it with the variance inflation factor (VIF), where values above 5 or 10 are a concern. Remedies: drop one feature, combine them into a ratio, use PCA, or use ridge regression.",
    ),
    q(
      "ds-kmeans",
      "How does k-means clustering work and how do you choose k?",
      [
        [
          "assign to nearest centroid and update",
          ["centroid", "nearest", "assign", "update", "iterate"],
          "Why does k-means need several random starts?",
          "Each point is assigned to the nearest centroid, centroids move to the mean of their points, and this repeats.",
        ],
        [
          "choose k: elbow or silhouette",
          ["elbow", "silhouette", "inertia", "within-cluster"],
          "What does the silhouette score measure?",
          "Choose k with the elbow method or the silhouette score.",
        ],
        [
          "scale features and limitations",
          ["scale", "standardise", "spherical", "outliers", "business sense"],
          "Why must you scale features first?",
          "Scale the features first, and remember k-means assumes round clusters and is hurt by outliers.",
        ],
      ],
      "K-means picks k initial centroids, assigns each point to the nearest centroid, updates each centroid to the mean of its points, and iterates until assignments stop changing. I choose k with the elbow method on within-cluster sum of squares (inertia) and the silhouette score, plus business sense. I scale features first, since distance is scale-sensitive, and remember k-means assumes roughly spherical clusters and is hurt by outliers.",
    ),
    q(
      "ds-pca",
      "What is PCA and when would you use it?",
      [
        [
          "finds directions of maximum variance",
          ["variance", "principal components", "directions", "eigenvectors"],
          "What do the eigenvalues tell you?",
          "PCA finds the directions in which the data varies most.",
        ],
        [
          "dimensionality reduction",
          ["dimensionality reduction", "fewer features", "compress", "reduce"],
          "How many components would you keep?",
          "Keeping only the first few components reduces the number of dimensions.",
        ],
        [
          "components are uncorrelated but less interpretable",
          ["uncorrelated", "orthogonal", "interpretability", "interpret"],
          "Give a finance use of PCA, for example on the yield curve.",
          "The components are uncorrelated, but harder to interpret than the original features.",
        ],
      ],
      "PCA finds orthogonal directions, the principal components (eigenvectors of the covariance matrix), that capture the maximum variance in the data, ordered by variance explained. It is used for dimensionality reduction and to remove multicollinearity, since components are uncorrelated, at the cost of interpretability. In finance, three components explain most moves of the government bond yield curve: level, slope and curvature.",
      [
        [
          [
            "picks the most important columns",
            "picks the most important features",
            "selects the most important columns",
            "selects the most important features",
            "removes the rest",
            "drops the least important columns",
            "pca is a feature selection",
            "ranks the original columns",
            "most important original columns",
          ],
          "PCA does not keep some of the original columns and drop the rest: it builds new components, each a weighted combination of all the features, ordered by the variance they explain. It extracts features rather than selecting them.",
        ],
      ],
    ),
    q(
      "ds-leakage",
      "What is data leakage? Give an example.",
      [
        [
          "information unavailable at prediction time",
          ["not available at prediction time", "future information", "leak", "target"],
          "How would you check every feature for availability at prediction time?",
          "Leakage is using information that will not be available when the model makes its prediction.",
        ],
        [
          "example",
          ["example", "after default", "collections", "post-event"],
          "Give another leakage example from a forecasting problem.",
          "Give an example, such as using a collections flag recorded after default.",
        ],
        [
          "preprocessing fitted on all data",
          ["preprocessing", "scaling", "fit on training", "pipeline", "before split"],
          "Why must scaling be fitted only on training data?",
          "Preprocessing fitted on all the data before the split leaks information too.",
        ],
      ],
      "Data leakage is when the model uses information not available at prediction time, so validation scores look great but production fails. Example: a loan-default model including 'number of collections calls', which only happens after default. Another kind is preprocessing before the split, such as scaling or imputing on all the data; fitting it in a pipeline on training folds only prevents that.",
    ),
    q(
      "ds-monitoring",
      "Your model is in production. How do you monitor it?",
      [
        [
          "data drift",
          ["data drift", "feature drift", "psi", "population stability index", "distribution"],
          "How is the population stability index computed?",
          "Watch for drift in the input data, for example with the population stability index.",
        ],
        [
          "performance tracking when labels arrive",
          ["performance", "labels", "auc", "accuracy over time", "delayed labels"],
          "What do you do when labels arrive months later, as in credit?",
          "Track performance as the true outcomes arrive.",
        ],
        [
          "alerts and retraining",
          ["alert", "retrain", "threshold", "schedule"],
          "When would you retrain rather than rebuild?",
          "Set alerts and retrain when performance drops.",
        ],
        [
          "operational metrics",
          ["latency", "uptime", "errors", "logging"],
          "Which operational metrics matter for a real-time fraud model?",
          "Monitor operational health: latency, errors and uptime.",
        ],
      ],
      "I monitor data drift on inputs and scores, using the population stability index (PSI) or distribution tests; track performance such as AUC once labels arrive, which in credit can take months, so early proxies like 30+ DPD help; and set alerts with thresholds that trigger investigation or retraining. Operational metrics such as latency, errors and uptime matter too, with logging of inputs and predictions for audit.",
    ),
    q(
      "ds-shap",
      "How would you explain a credit model's decision to a customer or regulator?",
      [
        [
          "SHAP or feature attributions",
          ["shap", "feature importance", "attribution", "lime"],
          "How do SHAP values work?",
          "Use feature attributions such as SHAP values to show what drove the score.",
        ],
        [
          "reason codes for individual decisions",
          ["reason codes", "individual", "top reasons", "adverse action"],
          "Which reasons would you give a rejected applicant?",
          "Give reason codes for each individual decision.",
        ],
        [
          "interpretable models or scorecards",
          ["scorecard", "interpretable", "logistic regression", "monotonic"],
          "When would you choose a scorecard over a boosted model?",
          "Where needed, use an interpretable model such as a scorecard.",
        ],
      ],
      "For a complex model like gradient boosting, I would use SHAP values, which attribute each prediction to features, and turn the largest contributions into reason codes for the individual decision, such as 'high utilisation of existing credit' or 'recent missed payment'. Where regulators expect transparency, a logistic regression scorecard with monotonic features is easier to explain and audit, so I weigh interpretability against accuracy.",
    ),
    q(
      "ds-arima",
      "How would you forecast a time series like monthly loan disbursements?",
      [
        [
          "stationarity and differencing",
          ["stationary", "stationarity", "differencing", "adf test"],
          "How do you test for stationarity?",
          "Make the series stationary, for example by differencing.",
        ],
        [
          "ARIMA or exponential smoothing",
          ["arima", "sarima", "exponential smoothing", "holt-winters", "prophet"],
          "How do you choose ARIMA's p, d and q?",
          "Fit a method such as ARIMA or exponential smoothing.",
        ],
        [
          "seasonality and external regressors",
          ["seasonality", "festive", "regressors", "interest rate", "holiday"],
          "How would you include the festive season or rate changes?",
          "Model seasonality and external drivers such as festivals and interest rates.",
        ],
        [
          "backtesting",
          ["backtest", "walk-forward", "mape", "holdout"],
          "How would you compare models fairly?",
          "Backtest the forecast on past periods.",
        ],
      ],
      "I would plot the series, check trend and seasonality, and test stationarity with the ADF test, differencing if needed. Then fit SARIMA or Holt-Winters exponential smoothing, choosing p, d, q from ACF/PACF plots and AIC. Seasonality matters, with festive months high for disbursements, and external regressors like interest rates can be added. I compare models with walk-forward backtesting on a holdout and MAPE.",
    ),
    q(
      "ds-gradient-descent",
      "Explain gradient descent.",
      [
        [
          "move against the gradient of the loss",
          ["gradient", "loss", "derivative", "slope", "minimum"],
          "Why the negative gradient?",
          "It moves the parameters step by step against the gradient of the loss, towards a minimum.",
        ],
        [
          "learning rate",
          ["learning rate", "step size"],
          "What happens if the learning rate is too high?",
          "The learning rate sets the size of each step.",
        ],
        [
          "batch, stochastic and mini-batch variants",
          ["stochastic", "mini-batch", "batch", "sgd", "adam"],
          "Why is mini-batch the common choice?",
          "Batch, stochastic and mini-batch versions differ in how much data each step uses.",
        ],
      ],
      "Gradient descent minimises a loss function by repeatedly moving the parameters a small step against the gradient, the direction of steepest increase, until it reaches a minimum. The learning rate sets the step size: too high and it overshoots or diverges, too low and it is slow. Batch gradient descent uses all data per step, stochastic (SGD) one example, and mini-batch a small batch, the usual compromise; optimisers like Adam adapt the step.",
    ),
    q(
      "ds-regression-metrics",
      "How do you evaluate a regression model?",
      [
        [
          "RMSE and MAE",
          ["rmse", "mae", "root mean squared error", "mean absolute error"],
          "When would you prefer MAE over RMSE?",
          "Error measures such as RMSE and MAE.",
        ],
        [
          "R-squared and adjusted R-squared",
          ["r-squared", "r2", "adjusted", "variance explained"],
          "Why can R-squared rise when you add useless features?",
          "R-squared and adjusted R-squared, the share of variance explained.",
        ],
        [
          "residual analysis and business error",
          ["residuals", "mape", "business", "bias"],
          "How would you check the model is not biased for some segments?",
          "Residual analysis and the error in business terms.",
        ],
      ],
      "I use RMSE and MAE: RMSE penalises large errors more, MAE is robust to outliers and easy to explain in rupees. R-squared shows the variance explained, but it rises with every feature, so adjusted R-squared is better for comparison. I also analyse residuals for patterns or bias across segments, and report an error the business understands, such as MAPE.",
    ),
    q(
      "ds-tree-split",
      "How does a decision tree choose its splits?",
      [
        [
          "impurity measures: Gini or entropy",
          ["gini", "entropy", "impurity", "information gain"],
          "Compute the Gini impurity of a node with 80% class A.",
          "It measures impurity with Gini or entropy and picks the split that reduces it most.",
        ],
        [
          "greedy search over features and thresholds",
          ["greedy", "every feature", "threshold", "best split"],
          "Why is the greedy approach not globally optimal?",
          "It searches greedily over every feature and threshold for the best split.",
        ],
        [
          "stopping and pruning",
          ["max depth", "pruning", "min samples", "stopping"],
          "Which hyperparameters control overfitting in a tree?",
          "Stopping rules and pruning, such as maximum depth, stop it overfitting.",
        ],
      ],
      "At each node the tree does a greedy search over every feature and threshold for the best split: the one that most reduces impurity, measured by Gini impurity or entropy (information gain) for classification and variance for regression. It stops when nodes are pure or hit limits such as max depth or min samples per leaf; pruning removes branches that do not improve validation performance, controlling overfitting.",
    ),
    q(
      "ds-clt",
      "What is the central limit theorem and why does it matter?",
      [
        [
          "sample means become normally distributed",
          ["sample mean", "normal distribution", "normally distributed", "bell"],
          "Does the population need to be normal?",
          "The means of samples are approximately normally distributed, whatever the population looks like.",
        ],
        [
          "large enough sample size",
          ["sample size", "large", "30", "n increases"],
          "Why is 30 only a rule of thumb?",
          "This holds when the sample is large enough.",
        ],
        [
          "enables confidence intervals and tests",
          ["confidence interval", "hypothesis test", "standard error", "inference"],
          "How is the standard error computed?",
          "It underpins confidence intervals and hypothesis tests.",
        ],
      ],
      "The central limit theorem says that the distribution of the sample mean approaches a normal distribution as sample size grows, whatever the population's distribution, provided it has finite variance; 30 is a common rule of thumb. It matters because it justifies confidence intervals and hypothesis tests on means, such as A/B test conversion rates, using the standard error σ/√n.",
      [
        [
          [
            "data itself becomes normal",
            "data becomes normal",
            "data ... becomes normally distributed",
            "returns are normal once",
            "models need normally distributed data",
          ],
          "The central limit theorem is about the average, not the data: the distribution of the sample mean approaches a normal one as the sample grows, while the data keep their own shape. Daily Nifty returns stay fat-tailed however many of them you collect.",
        ],
      ],
    ),
    q(
      "ds-nlp-news",
      "How would you build a sentiment model for news headlines about NSE-listed companies?",
      [
        [
          "labelled data",
          ["labelled", "labels", "annotate", "training data"],
          "How would you get labels cheaply?",
          "Build a labelled set of headlines.",
        ],
        [
          "text representation",
          ["tokenisation", "tf-idf", "embeddings", "bert", "transformer"],
          "Why might FinBERT beat a generic model?",
          "Represent the text, with TF-IDF, embeddings or a transformer such as BERT.",
        ],
        [
          "entity linking to companies",
          ["entity", "company names", "ticker", "ner"],
          "How would you map 'RIL' and 'Reliance' to one company?",
          "Link each headline to the right company.",
        ],
        [
          "evaluation and use",
          ["evaluate", "f1", "backtest", "returns", "signal"],
          "How would you test whether sentiment predicts returns?",
          "Evaluate the model, and test whether its signal predicts returns.",
        ],
      ],
      "I need labelled data: headlines annotated positive, negative or neutral, possibly bootstrapped with weak labels from price moves. For text representation, start with TF-IDF and logistic regression as a baseline, then fine-tune a transformer like FinBERT on financial embeddings. Entity recognition (NER) and a dictionary map names like 'RIL' to the company and ticker. I evaluate with F1 on a holdout and, for use as a trading signal, backtest whether sentiment predicts next-day returns.",
    ),
    q(
      "ds-recommender",
      "How would you recommend mutual funds to users of an investment app?",
      [
        [
          "collaborative filtering",
          ["collaborative filtering", "similar users", "matrix factorisation"],
          "What is the cold-start problem?",
          "Collaborative filtering recommends what similar users chose.",
        ],
        [
          "content-based using fund attributes",
          ["content-based", "category", "risk", "expense ratio", "attributes"],
          "Which fund attributes would you use?",
          "Content-based methods use the funds' attributes, such as category, risk and expense ratio.",
        ],
        [
          "suitability and regulation",
          ["suitability", "risk profile", "sebi", "regulation", "goals"],
          "Why must suitability override popularity?",
          "Suitability to the user's risk profile and SEBI's rules must come first.",
        ],
        [
          "evaluate offline and online",
          ["offline", "a/b test", "precision at k", "click", "online"],
          "How would you measure success beyond clicks?",
          "Evaluate offline and then with online tests.",
        ],
      ],
      "I would combine collaborative filtering, recommending funds that similar users hold via matrix factorisation, with content-based recommendations using fund attributes such as category, risk, expense ratio and track record, which also solves cold start. Suitability comes first: recommendations must match the user's risk profile and goals, in line with SEBI's investor-protection norms. I would evaluate offline with precision at k, then online with an A/B test on SIP starts, not just clicks.",
    ),
  ],
};
